import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';

const DOC = join(import.meta.dirname, '../../docs/deploy.md');

/** The rows of the table between the config-variables markers, cells trimmed, the name's backticks dropped. */
function documentedVariables(markdown: string) {
  const block = /<!-- config-variables:start -->\n([\s\S]*?)\n<!-- config-variables:end -->/.exec(markdown)?.[1];
  if (!block) throw new Error('docs/deploy.md has no <!-- config-variables:start/end --> block');
  const rows = block
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  // the first row is the header, the second the separator
  return rows
    .slice(2)
    .map(([name = '', fallback = '', meaning = '']) => ({ name: name.replace(/^`|`$/g, ''), default: fallback, meaning }));
}

it('docs/deploy.md lists the settings exactly as CONFIG_VARIABLES does', () => {
  const expected = CONFIG_VARIABLES.map(({ name, default: fallback, meaning }) => ({ name, default: fallback, meaning }));
  const table = [
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...CONFIG_VARIABLES.map((variable) => `| \`${variable.name}\` | ${variable.default} | ${variable.meaning} |`),
  ].join('\n');
  expect(documentedVariables(readFileSync(DOC, 'utf8')), `the table docs/deploy.md should have:\n${table}\n`).toEqual(expected);
});
