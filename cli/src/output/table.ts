/**
 * Tables: aligned columns with a header on a terminal, tab-separated lines without one when piped
 * (easy to `cut` and `awk`, as `gh` does). Prices and counts are right-aligned.
 */
import { visibleLength, type Style } from './style.ts';

export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  /** Right-align (numbers, prices). */
  right?: boolean;
}

/**
 * Renders rows under columns; `tty` chooses the layout.
 * @example renderTable([{ header: 'ID', value: (r) => r.id }], [{ id: 'PR1' }], { tty: true, style })
 */
export function renderTable<Row>(
  columns: Array<Column<Row>>,
  rows: readonly Row[],
  options: { tty: boolean; style: Style },
): string {
  const cells = rows.map((row) => columns.map((column) => column.value(row).replace(/[\t\n]+/g, ' ')));
  if (!options.tty) return cells.map((line) => line.join('\t')).join('\n') + (cells.length ? '\n' : '');
  const widths = columns.map((column, i) =>
    Math.max(visibleLength(column.header), ...cells.map((line) => visibleLength(line[i] ?? ''))),
  );
  const pad = (text: string, i: number) => {
    const room = ' '.repeat(Math.max(0, (widths[i] ?? 0) - visibleLength(text)));
    return columns[i]?.right ? room + text : text + room;
  };
  const header = columns
    .map((column, i) => options.style.bold(pad(column.header, i)))
    .join('  ')
    .trimEnd();
  const body = cells.map((line) => line.map(pad).join('  ').trimEnd());
  return [header, ...body].join('\n') + '\n';
}

/** A record as `label  value` lines, labels aligned; empty values are left out. */
export function renderFields(pairs: ReadonlyArray<readonly [string, string]>, options: { tty: boolean; style: Style }): string {
  const shown = pairs.filter(([, value]) => value !== '');
  if (!options.tty) return shown.map(([label, value]) => `${label}\t${value}`).join('\n') + (shown.length ? '\n' : '');
  const width = Math.max(0, ...shown.map(([label]) => label.length));
  return (
    shown.map(([label, value]) => `${options.style.dim(label.padEnd(width))}  ${value}`).join('\n') + (shown.length ? '\n' : '')
  );
}
