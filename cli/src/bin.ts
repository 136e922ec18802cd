/**
 * The `attar` executable, dist/attar.cjs: scripts/build.mjs bundles it as CommonJS with a call to
 * `main(layout)`, the top-level help laid out from the real root program at build time (root.ts).
 *
 * Why it is not simply the program: `attar --help` should start about as fast as Node itself (within
 * 1.2 times `node -e 0`, bench/cold-start.mjs), and measured, Node's ESM loader alone takes an empty
 * `.mjs` file to 1.15-1.2 times, commander and the root program to about 1.3 times. So the top-level
 * help and the version are printed from the layout, by this small CommonJS file that loads no module
 * Node has not loaded already, and every other command line imports the program (dist/attar.mjs, ESM,
 * split so that a run loads only the noun it names).
 *
 * Never run from source: `pnpm attar` runs main.ts, the program, directly.
 */
import { fstatSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderHelp, type HelpLayout } from './help-layout.ts';

/**
 * Writes to a file descriptor without creating process.stdout or process.stderr (each loads Node's
 * stream modules, and node:tty on a terminal). A closed pipe (`attar --help | head -1`) ends the
 * writing quietly; a non-blocking descriptor that is full hands the rest to the stream, which waits.
 */
function write(fd: 1 | 2, text: string): void {
  let bytes = Buffer.from(text);
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') return;
      if (code !== 'EAGAIN') throw error;
      (fd === 1 ? process.stdout : process.stderr).write(bytes);
      return;
    }
  }
}

/** The part of Node's `tty_wrap` binding used here (what node:tty builds its streams on). */
interface TtyWrap {
  isTTY(fd: number): boolean;
  TTY: new (
    fd: number,
    ctx: { code?: string },
  ) => { getWindowSize(size: number[]): number; setBlocking(blocking: boolean): number; close(): void };
}

/**
 * The terminal's width, or undefined when `fd` is not a terminal. Creating process.stdout for it would
 * load node:tty, node:net and the stream modules, about 15% of Node's start-up (measured on a
 * terminal), for one number: libuv's TTY handle, which those streams are built on, gives it directly.
 * That handle comes from `process.binding('tty_wrap')`, deprecated in documentation only; should it
 * ever be gone, the stream answers instead.
 */
function columns(fd: 1 | 2): number | undefined {
  let wrap: TtyWrap;
  try {
    wrap = (process as unknown as { binding(name: 'tty_wrap'): TtyWrap }).binding('tty_wrap');
  } catch {
    // a pipe or a file cannot be a terminal: one fstat spares loading the streams for them
    if (!fstatSync(fd).isCharacterDevice()) return undefined;
    const stream = fd === 1 ? process.stdout : process.stderr;
    return stream.isTTY ? stream.columns : undefined;
  }
  if (!wrap.isTTY(fd)) return undefined;
  const ctx: { code?: string } = {};
  const handle = new wrap.TTY(fd, ctx);
  if (ctx.code !== undefined) return undefined;
  const size: number[] = [];
  const failed = handle.getWindowSize(size);
  // as tty.WriteStream does: libuv made the descriptor non-blocking, and the help is written in one go
  handle.setBlocking(true);
  handle.close();
  return failed ? undefined : size[0];
}

/** The width commander would wrap help at: the terminal's, else 80. */
const width = (fd: 1 | 2): number => columns(fd) ?? 80;

/**
 * Prints what the root program would for `attar --version`, `--help` (`-h`, `help`) and `attar` alone
 * (the help on stderr, exit 2 like any usage error), and hands every other command line to the program.
 */
export function main(layout: HelpLayout): void {
  const argv = process.argv.slice(2);
  const only = argv.length === 1 ? argv[0] : undefined;
  if (only === '--version' || only === '-V') write(1, `${layout.version}\n`);
  else if (only === '--help' || only === '-h' || only === 'help') write(1, renderHelp(layout, width(1)));
  else if (argv.length === 0) {
    write(2, renderHelp(layout, width(2)));
    process.exitCode = 2;
  } else {
    // bundled as CommonJS, so `__dirname` is the folder of attar.cjs, and the program sits next to it
    const program = join(__dirname, 'attar.mjs');
    import(pathToFileURL(program).href).catch((error: unknown) => {
      process.stderr.write(`attar: could not load ${program}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
  }
}
