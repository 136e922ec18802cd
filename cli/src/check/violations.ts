/**
 * Where contract violations come from: Prism's log. `startPrism` (mocks) keeps them in a list that a
 * test hands over as is; the command tails the log file of `pnpm prism:proxy > prism.log` given with
 * `--prism-log`, reading only what was written after the run started.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';

/** The lines of Prism's log that report a violation (the same rule as `startPrism`). */
export const isViolationLine = (line: string): boolean => /violation|terminated with error/i.test(line);

const stripAnsi = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * A violations source over a log file that another process appends to.
 * @example const violations = tailViolations('prism.log'); ...; violations() // lines so far
 */
export function tailViolations(path: string): () => readonly string[] {
  let offset = statSync(path).size;
  let partial = '';
  const found: string[] = [];
  return () => {
    const size = statSync(path).size;
    if (size < offset) offset = 0; // the log was truncated or replaced
    if (size > offset) {
      const buffer = Buffer.alloc(size - offset);
      const fd = openSync(path, 'r');
      try {
        readSync(fd, buffer, 0, buffer.length, offset);
      } finally {
        closeSync(fd);
      }
      offset = size;
      const lines = (partial + buffer.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (isViolationLine(line)) found.push(stripAnsi(line).trim());
    }
    return found;
  };
}
