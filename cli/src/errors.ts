/**
 * The CLI's one error type and the single place where any failure becomes an exit code and a message.
 *
 * Exit codes (documented in `attar --help`):
 *   0 ok · 1 failed (the shop said no, network, timeout) · 2 usage (bad flag or input, nothing sent)
 *   3 contract violation (a reply not as the contract says) · 4 sign-in needed (401, or the shop refused an
 *   identity proof: `auth.*`, `otp.*`) · 130 interrupted (Ctrl-C, at a prompt or during a call; 128 + SIGINT, as shells say)
 * A 429 is a refusal like any other (1), even for a sign-in (`auth.tooManyAttempts`, `otp.*`): asking
 * the user to sign in again would only meet the same lock; the one line says when to come back.
 */
import { isAttarError, type AttarError } from '@attar/sdk';

export const ExitCode = {
  ok: 0,
  failed: 1,
  usage: 2,
  contract: 3,
  signIn: 4,
  interrupted: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Raised by commands for anything the user should read: a stable `code`, the exit code, an optional hint. */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly hint: string | undefined;
  readonly fields: Array<{ field: string; message: string }>;
  /** Nobody's mistake (a busy shop): printed as the message alone, one plain line without "error:", code or request id. */
  readonly calm: boolean;

  constructor(
    message: string,
    init: {
      exitCode?: ExitCode;
      code?: string;
      requestId?: string;
      hint?: string;
      fields?: Array<{ field: string; message: string }>;
      calm?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: init.cause });
    this.name = 'CliError';
    this.exitCode = init.exitCode ?? ExitCode.failed;
    this.code = init.code ?? 'cli.failed';
    this.requestId = init.requestId;
    this.hint = init.hint;
    this.fields = init.fields ?? [];
    this.calm = init.calm ?? false;
  }
}

/** A usage error (exit 2): bad flags or input, nothing was sent. */
export const usageError = (message: string, code = 'usage.invalid', hint?: string): CliError =>
  new CliError(message, { exitCode: ExitCode.usage, code, ...(hint ? { hint } : {}) });

/** Ctrl-C: the run stops and exits 130 without a message (the terminal has shown ^C). */
export const interruptedError = (): CliError =>
  new CliError('Interrupted', { exitCode: ExitCode.interrupted, code: 'cli.interrupted', calm: true });

const SIGN_IN_HINT = 'Sign in with `attar auth login`, then try again.';

/**
 * What to do when the shop cannot be reached. Most people who meet it installed attar from npm and
 * have not started a shop yet: the mock shop is one command away, and the default URL is where it listens.
 */
export const unreachableHint = (shop: string | undefined): string =>
  `Is the shop${shop ? ` at ${shop}` : ''} running? Start the mock shop with \`npx attar-mock\` (package @attar/mocks;\n` +
  'in the attar repository, `pnpm mock`), or name another shop with --base-url URL, ATTAR_BASE_URL or `attar config set-url URL`.';

/** "5 s", "2 min", or "a few seconds" when the shop named no wait. */
export function waitText(seconds: number | undefined): string {
  if (!seconds) return 'a few seconds';
  return seconds > 90 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`;
}

/**
 * One calm line about a busy shop: what it said and when to come back.
 * @example busyLine(true, 'try again', 5) // 'The shop is busy: try again in 5 s (rate limited)'
 */
export const busyLine = (limited: boolean, doing: 'try again' | 'trying again', seconds: number | undefined): string =>
  `${limited ? 'The shop is busy' : 'The shop is unavailable for a moment'}: ${doing} in ${waitText(seconds)}${limited ? ' (rate limited)' : ''}`;

/** Maps an SDK error to the exit code and message the user sees; `shop` is the base URL it was sent to. */
export function fromSdkError(error: AttarError, shop?: string): CliError {
  const base = { code: error.code, cause: error };
  switch (error.kind) {
    case 'api': {
      const api = error as AttarError & {
        status: number;
        httpStatus: number;
        requestId?: string;
        fieldErrors: Array<{ field: string; message: string }>;
        retryAfterSeconds?: number;
      };
      if (api.status === 429 || api.httpStatus === 429) {
        // the shop's general limit (or a proxy's) is "busy"; a limit of the user's own (OTPs, enquiries) keeps the shop's sentence
        const busy = error.code === 'request.rateLimited' || error.code === 'http.429';
        const message = busy ? busyLine(true, 'try again', api.retryAfterSeconds) : `${error.message} (${error.code})`;
        return new CliError(message, {
          ...base,
          exitCode: ExitCode.failed,
          calm: true,
          ...(api.requestId ? { requestId: api.requestId } : {}),
        });
      }
      const signIn =
        api.status === 401 || api.httpStatus === 401 || error.code.startsWith('auth.') || error.code.startsWith('otp.');
      return new CliError(error.message, {
        ...base,
        exitCode: signIn ? ExitCode.signIn : ExitCode.failed,
        ...(api.requestId ? { requestId: api.requestId } : {}),
        fields: api.fieldErrors,
        ...(api.status === 401 || api.httpStatus === 401 ? { hint: SIGN_IN_HINT } : {}),
        ...(error.code === 'mock.notImplemented' ? { hint: 'The mock shop does not handle this action yet.' } : {}),
        ...(error.code === 'feature.disabled'
          ? { hint: 'The shop has this feature switched off (site features in `attar store site`).' }
          : {}),
      });
    }
    case 'guard':
      return new CliError(error.message, {
        ...base,
        exitCode: ExitCode.usage,
        fields: (error as AttarError & { fieldErrors: Array<{ field: string; message: string }> }).fieldErrors,
      });
    case 'bad-response': {
      const bad = error as AttarError & { issues: Array<{ field: string; message: string }> };
      return new CliError(`Contract violation: ${error.message}`, {
        ...base,
        exitCode: ExitCode.contract,
        fields: bad.issues.slice(0, 10),
      });
    }
    case 'network':
      return new CliError(error.message, { ...base, exitCode: ExitCode.failed, hint: unreachableHint(shop) });
    default:
      return new CliError(error.message, { ...base, exitCode: ExitCode.failed });
  }
}

/** Commander's own errors (unknown option, missing argument, bad choice) are usage errors. */
function fromCommanderError(error: Error & { code: string; exitCode: number }): CliError {
  const message = error.message.replace(/^error:\s*/i, '');
  return new CliError(message, {
    exitCode: error.exitCode === 0 ? ExitCode.ok : ExitCode.usage,
    code: error.code.replace(/^commander\./, 'usage.'),
  });
}

export const isCommanderError = (error: unknown): error is Error & { code: string; exitCode: number } =>
  error instanceof Error &&
  typeof (error as { code?: unknown }).code === 'string' &&
  (error as unknown as { code: string }).code.startsWith('commander.');

/** Turns anything thrown while running a command into a CliError. */
export function toCliError(error: unknown): CliError {
  if (error instanceof CliError) return error;
  if (isAttarError(error)) return fromSdkError(error);
  if (isCommanderError(error)) return fromCommanderError(error);
  const message = error instanceof Error ? error.message : String(error);
  return new CliError(`Unexpected failure: ${message}`, { code: 'cli.unexpected', cause: error });
}
