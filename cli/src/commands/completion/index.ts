/** `attar completion bash|zsh`: print a shell completion script for the whole command tree. */
import { defineCommand, oneOf } from '../../command.ts';
import { bashScript, zshScript } from './script.ts';

export default defineCommand({
  name: 'completion',
  summary: 'Print a shell completion script (bash or zsh)',
  args: [{ name: '<shell>', description: 'bash or zsh' }],
  examples: ['eval "$(attar completion bash)"', 'attar completion zsh > "${fpath[1]}/_attar"'],
  actions: [],
  noJson: true,
  async run(ctx, _o, [shell]) {
    const which = oneOf('<shell>', ['bash', 'zsh'] as const)(shell!);
    // the script lists every command, so every noun is loaded (a run loads only its own noun)
    const { loadCommandTree } = await import('../index.ts');
    const tree = await loadCommandTree();
    ctx.deps.io.stdout.write(which === 'bash' ? bashScript(tree) : zshScript(tree));
  },
});
