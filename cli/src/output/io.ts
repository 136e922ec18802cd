/**
 * Where the CLI reads and writes: injected, so a command runs in a test without a process. `main.ts`
 * builds the real one from `process`; tests pass string buffers.
 */

/** Anything with `write(text)`: process.stdout, a buffer in tests. */
export interface Writer {
  write(text: string): unknown;
}

export interface Io {
  /** Results: tables, records, `--json` documents. */
  stdout: Writer;
  /** Diagnostics: errors, warnings, progress. */
  stderr: Writer;
  /** stdout is a terminal: aligned tables with headers (otherwise tab-separated lines), progress on stderr. */
  isTTY: boolean;
  /** Colours allowed on stdout: a terminal, NO_COLOR unset, not `--no-color`. */
  color: boolean;
  /** Colours allowed on stderr (errors, warnings, progress), decided alike for stderr's own terminal; as `color` when absent. */
  stderrColor?: boolean;
  /**
   * Asks on the terminal for a missing value; absent when nobody can answer (no TTY, CI), so commands
   * fail with a usage error naming the flag and the environment variable instead of waiting.
   */
  prompt?: (question: string, options?: { secret?: boolean }) => Promise<string>;
}

/** An Io that keeps everything in memory (tests, `attar check` step capture). */
export function createBufferIo(
  options: Partial<Pick<Io, 'isTTY' | 'color' | 'stderrColor' | 'prompt'>> = {},
): Io & { out(): string; err(): string } {
  let out = '';
  let err = '';
  return {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
    isTTY: options.isTTY ?? false,
    color: options.color ?? false,
    ...(options.stderrColor !== undefined ? { stderrColor: options.stderrColor } : {}),
    ...(options.prompt ? { prompt: options.prompt } : {}),
    out: () => out,
    err: () => err,
  };
}
