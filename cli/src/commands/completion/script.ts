/** Builds a bash completion script from the command tree (zsh loads it through bashcompinit). */
import { isGroup, type CommandSpec, type GroupSpec } from '../../command.ts';

const GLOBAL_FLAGS = ['--profile', '--base-url', '--target', '--no-color', '--validate', '--timeout', '--help', '--version'];

/** Every command path with the words that may follow it. */
function table(tree: ReadonlyArray<CommandSpec<any> | GroupSpec>): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  const walk = (path: string, specs: ReadonlyArray<CommandSpec<any> | GroupSpec>) => {
    rows.set(path, [...specs.map((s) => s.name), ...(path === '' ? [...GLOBAL_FLAGS, 'help'] : ['--help'])]);
    for (const spec of specs) {
      const next = `${path} ${spec.name}`;
      if (isGroup(spec)) walk(next, spec.commands);
      else rows.set(next, [...flagsOf(spec), '--help', ...GLOBAL_FLAGS.slice(0, 3)]);
    }
  };
  walk('', tree);
  return rows;
}

/** The long flags a command declares, read from a throwaway commander command. */
function flagsOf(spec: CommandSpec<any>): string[] {
  const seen: string[] = [];
  const probe = {
    option: (flags: string) => (seen.push(flags), probe),
    requiredOption: (flags: string) => (seen.push(flags), probe),
  };
  spec.options?.(probe as never);
  const flags = seen.map((f) => /--[a-z0-9-]+/.exec(f)?.[0]).filter((f): f is string => Boolean(f));
  return spec.noJson ? flags : [...flags, '--json'];
}

export function bashScript(tree: ReadonlyArray<CommandSpec<any> | GroupSpec>): string {
  const rows = table(tree);
  const paths = [...rows.keys()]
    .filter((p) => p !== '')
    .map((p) => `"${p}"`)
    .join('|');
  const cases = [...rows].map(([path, words]) => `    "${path}") words="${words.join(' ')}" ;;`).join('\n');
  return `# attar completion for bash: eval "$(attar completion bash)"
_attar() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" words="" w i
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    [[ $w == -* ]] && continue
    case "$path $w" in
      ${paths}) path="$path $w" ;;
    esac
  done
  case "$path" in
${cases}
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -F _attar attar
`;
}

export function zshScript(tree: ReadonlyArray<CommandSpec<any> | GroupSpec>): string {
  return `# attar completion for zsh: eval "$(attar completion zsh)"
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bashScript(tree).split('\n').slice(1).join('\n')}`;
}
