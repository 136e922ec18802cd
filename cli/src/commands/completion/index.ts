/** `attar completion bash|zsh`: print a shell completion script for the whole command tree. */
import { defineCommand, oneOf, type CommandSpec, type GroupSpec } from '../../command.ts';
import { bashScript, zshScript } from './script.ts';

/**
 * The command, given the loader of the whole tree: the tree (commands/index.ts) hands itself in, so
 * this file never imports the list that imports it.
 */
export const completionCommand = (loadCommandTree: () => Promise<ReadonlyArray<CommandSpec<any> | GroupSpec>>) =>
  defineCommand({
    name: 'completion',
    summary: 'Print a shell completion script (bash or zsh)',
    args: [{ name: '<shell>', description: 'bash or zsh' }],
    examples: ['eval "$(attar completion bash)"', 'attar completion zsh > "${fpath[1]}/_attar"'],
    actions: [],
    noJson: true,
    async run(ctx, _o, [shell]) {
      const which = oneOf('<shell>', ['bash', 'zsh'] as const)(shell!);
      // the script lists every command, so every noun is loaded (a run loads only its own noun)
      const tree = await loadCommandTree();
      ctx.deps.io.stdout.write(which === 'bash' ? bashScript(tree) : zshScript(tree));
    },
  });
