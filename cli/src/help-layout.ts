/**
 * The top-level help as data, so the executable prints it without commander: `helpLayout` takes the
 * parts from commander's own Help (at build time, in scripts/build.mjs), `renderHelp` lays them out for
 * a width exactly as commander 14's `Help.formatHelp`, `formatItem` and `boxWrap` do. Loading commander
 * and building the program is most of what `attar --help` would otherwise cost (about a quarter of
 * Node's own start-up, measured); `test/help-layout.test.ts` compares the two outputs at many widths.
 *
 * Only type imports from commander here: bin.ts bundles this file, and must not bundle commander.
 */
import type { Command, Help } from 'commander';

export interface HelpLayout {
  /** `attar [options] [command]` */
  usage: string;
  description: string;
  /** The width of the term column: the longest term of any section. */
  termWidth: number;
  /** Options, commands (and arguments, if any) in commander's order: heading and [term, description]s. */
  sections: Array<{ heading: string; items: Array<[term: string, description: string]> }>;
  /** What the program prints after its help (addHelpText 'after'), as is. */
  after: string;
  /** commander's `minWidthToWrap`: narrower than this, descriptions are not wrapped. */
  minWidthToWrap: number;
  version: string;
}

/** The layout of `program`'s help as commander would print it (it redirects the program's output to read it). */
export function helpLayout(program: Command, version: string): HelpLayout {
  const helper: Help = program.createHelp();
  helper.prepareContext({ helpWidth: 80 });
  const sections: HelpLayout['sections'] = [];
  const add = (heading: string, items: Array<[string, string]>) => void (items.length > 0 && sections.push({ heading, items }));
  add(
    'Arguments:',
    helper.visibleArguments(program).map((a) => [helper.argumentTerm(a), helper.argumentDescription(a)]),
  );
  const optionGroups = helper.groupItems(
    program.options as never[],
    helper.visibleOptions(program) as never[],
    (o: { helpGroupHeading?: string }) => o.helpGroupHeading ?? 'Options:',
  );
  for (const [heading, options] of optionGroups)
    add(
      heading,
      options.map((o) => [helper.optionTerm(o), helper.optionDescription(o)]),
    );
  if (helper.showGlobalOptions)
    add(
      'Global Options:',
      helper.visibleGlobalOptions(program).map((o) => [helper.optionTerm(o), helper.optionDescription(o)]),
    );
  const commandGroups = helper.groupItems(
    program.commands as Command[],
    helper.visibleCommands(program),
    (c) => c.helpGroup() || 'Commands:',
  );
  for (const [heading, commands] of commandGroups)
    add(
      heading,
      commands.map((c) => [helper.subcommandTerm(c), helper.subcommandDescription(c)]),
    );
  // the text added after the help (addHelpText) is what outputHelp prints beyond helpInformation
  let printed = '';
  program.configureOutput({
    writeOut: (text) => void (printed += text),
    getOutHelpWidth: () => 80,
    getOutHasColors: () => false,
  });
  program.outputHelp();
  const after = printed.slice(program.helpInformation().length);
  return {
    usage: helper.commandUsage(program),
    description: helper.commandDescription(program),
    termWidth: helper.padWidth(program, helper),
    sections,
    after,
    minWidthToWrap: helper.minWidthToWrap,
    version,
  };
}

/** commander's boxWrap: greedy wrapping on whitespace, each source line on its own. */
function boxWrap(text: string, width: number, min: number): string {
  if (width < min) return text;
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\n/)) {
    const chunks = line.match(/[\s]*[^\s]+/g);
    if (chunks === null) {
      lines.push('');
      continue;
    }
    let current = chunks.shift()!;
    for (const chunk of chunks) {
      if (current.length + chunk.length <= width) current += chunk;
      else {
        lines.push(current);
        current = chunk.trimStart();
      }
    }
    lines.push(current);
  }
  return lines.join('\n');
}

/** One `  term  description` row, the description wrapped beside the term column (commander's formatItem). */
function formatItem(term: string, description: string, layout: HelpLayout, width: number): string {
  if (!description) return `  ${term}`;
  const remaining = width - layout.termWidth - 4;
  // an indented line means the author laid the description out by hand (commander's `preformatted`)
  const text =
    remaining < layout.minWidthToWrap || /\n[^\S\r\n]/.test(description)
      ? description
      : boxWrap(description, remaining, layout.minWidthToWrap).replace(/\n/g, `\n${' '.repeat(layout.termWidth + 2)}`);
  return `  ${term.padEnd(layout.termWidth)}  ${text.replace(/\n/g, '\n  ')}`;
}

/** The whole help for a terminal `width` columns wide (80 when not a terminal), with its closing text. */
export function renderHelp(layout: HelpLayout, width: number): string {
  const lines = [`Usage: ${layout.usage}`, ''];
  if (layout.description) lines.push(boxWrap(layout.description, width, layout.minWidthToWrap), '');
  for (const section of layout.sections)
    lines.push(section.heading, ...section.items.map(([term, description]) => formatItem(term, description, layout, width)), '');
  return `${lines.join('\n')}${layout.after}`;
}
