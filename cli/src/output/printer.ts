/**
 * What commands print through: results on stdout (a table or a record on a terminal, tab-separated when
 * piped, one JSON document with `--json`), diagnostics and progress on stderr.
 */
import type { Io } from './io.ts';
import { createStyle, type Style } from './style.ts';
import { renderFields, renderTable, type Column } from './table.ts';

export interface Printer {
  readonly json: boolean;
  readonly style: Style;
  readonly tty: boolean;
  /** The command's result: the JSON document with `--json`, otherwise whatever `human` prints. */
  result(value: unknown, human: () => void): void;
  line(text?: string): void;
  table<Row>(columns: Array<Column<Row>>, rows: readonly Row[], empty?: string): void;
  fields(pairs: ReadonlyArray<readonly [string, string]>): void;
  /** A one-line confirmation (`✓ Added to cart`). */
  success(message: string): void;
  /** A diagnostic on stderr. */
  warn(message: string): void;
  /** Runs a slow step with a spinner on stderr (terminal only, never with `--json`). */
  progress<T>(label: string, step: () => Promise<T>): Promise<T>;
}

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function createPrinter(io: Io, options: { json: boolean }): Printer {
  const style = createStyle(io.color && !options.json);
  // diagnostics and progress go to stderr, which may be a terminal when stdout is not, or the other way round
  const errStyle = createStyle((io.stderrColor ?? io.color) && !options.json);
  const tty = io.isTTY;
  const write = (text: string) => void io.stdout.write(text);
  return {
    json: options.json,
    style,
    tty,
    result(value, human) {
      if (options.json) write(`${JSON.stringify(value ?? null, null, 2)}\n`);
      else human();
    },
    line: (text = '') => write(`${text}\n`),
    table(columns, rows, empty = 'Nothing to show.') {
      if (rows.length === 0) {
        if (tty) write(`${style.dim(empty)}\n`);
        return;
      }
      write(renderTable(columns, rows, { tty, style }));
    },
    fields: (pairs) => write(renderFields(pairs, { tty, style })),
    success: (message) => write(`${tty ? `${style.green('✓')} ` : ''}${message}\n`),
    warn: (message) => void io.stderr.write(`${errStyle.yellow('!')} ${message}\n`),
    async progress(label, step) {
      if (!tty || options.json) return step();
      let frame = 0;
      const draw = () => void io.stderr.write(`\r${errStyle.cyan(FRAMES[frame++ % FRAMES.length]!)} ${label}`);
      draw();
      const timer = setInterval(draw, 80);
      timer.unref?.();
      try {
        return await step();
      } finally {
        clearInterval(timer);
        io.stderr.write('\r\u001b[2K');
      }
    },
  };
}
