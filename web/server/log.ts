/**
 * Structured logs: one JSON object per line (time, level, event and the event's fields), on stdout for
 * info and stderr for warnings and errors, so any log collector can parse them.
 */
export type LogLevel = 'info' | 'warn' | 'error' | 'silent';
const RANK: Record<LogLevel, number> = { info: 0, warn: 1, error: 2, silent: 3 };

export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

const describe = (value: unknown): unknown => (value instanceof Error ? { name: value.name, message: value.message } : value);

export function createLogger(
  level: LogLevel,
  write: (line: string, toError: boolean) => void = (line, toError) => {
    (toError ? process.stderr : process.stdout).write(`${line}\n`);
  },
): Logger {
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (event: string, fields: Record<string, unknown> = {}) => {
      if (RANK[name] < RANK[level]) return;
      const entry: Record<string, unknown> = { time: new Date().toISOString(), level: name, event };
      for (const [key, value] of Object.entries(fields)) entry[key] = describe(value);
      write(JSON.stringify(entry), name !== 'info');
    };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}
