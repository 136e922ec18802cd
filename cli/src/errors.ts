/**
 * The CLI's one error type and the single place where any failure becomes an exit code and a message.
 *
 * Exit codes (documented in `attar --help`):
 *   0 ok · 1 failed (the shop said no, network, timeout) · 2 usage (bad flag or input, nothing sent)
 *   3 contract violation (a reply not as the contract says) · 4 sign-in needed (401, or the shop refused an
 *   identity proof: `auth.*`, `otp.*`)
 */
import { isAttarError, type AttarError } from '@attar/sdk';

export const ExitCode = {
  ok: 0,
  failed: 1,
  usage: 2,
  contract: 3,
  signIn: 4,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Raised by commands for anything the user should read: a stable `code`, the exit code, an optional hint. */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly hint: string | undefined;
  readonly fields: Array<{ field: string; message: string }>;

  constructor(
    message: string,
    init: { exitCode?: ExitCode; code?: string; requestId?: string; hint?: string; fields?: Array<{ field: string; message: string }>; cause?: unknown } = {},
  ) {
    super(message, { cause: init.cause });
    this.name = 'CliError';
    this.exitCode = init.exitCode ?? ExitCode.failed;
    this.code = init.code ?? 'cli.failed';
    this.requestId = init.requestId;
    this.hint = init.hint;
    this.fields = init.fields ?? [];
  }
}

/** A usage error (exit 2): bad flags or input, nothing was sent. */
export const usageError = (message: string, code = 'usage.invalid', hint?: string): CliError =>
  new CliError(message, { exitCode: ExitCode.usage, code, ...(hint ? { hint } : {}) });

const SIGN_IN_HINT = 'Sign in with `attar auth login`, then try again.';

/**
 * What to do when the shop cannot be reached. Most people who meet it installed attar from npm and
 * have not started a shop yet: the mock shop is one command away, and the default URL is where it listens.
 */
export const unreachableHint = (shop: string | undefined): string =>
  `Is the shop${shop ? ` at ${shop}` : ''} running? Start the mock shop with \`npx attar-mock\` (package @attar/mocks;\n` +
  'in the attar repository, `pnpm mock`), or name another shop with --base-url URL, ATTAR_BASE_URL or `attar config set-url URL`.';

/** Maps an SDK error to the exit code and message the user sees; `shop` is the base URL it was sent to. */
export function fromSdkError(error: AttarError, shop?: string): CliError {
  const base = { code: error.code, cause: error };
  switch (error.kind) {
    case 'api': {
      const api = error as AttarError & { status: number; httpStatus: number; requestId?: string; fieldErrors: Array<{ field: string; message: string }> };
      const signIn = api.status === 401 || api.httpStatus === 401 || error.code.startsWith('auth.') || error.code.startsWith('otp.');
      return new CliError(error.message, {
        ...base,
        exitCode: signIn ? ExitCode.signIn : ExitCode.failed,
        ...(api.requestId ? { requestId: api.requestId } : {}),
        fields: api.fieldErrors,
        ...(api.status === 401 || api.httpStatus === 401 ? { hint: SIGN_IN_HINT } : {}),
        ...(error.code === 'mock.notImplemented' ? { hint: 'The mock shop does not handle this action yet.' } : {}),
        ...(error.code === 'feature.disabled' ? { hint: 'The shop has this feature switched off (site features in `attar store site`).' } : {}),
      });
    }
    case 'guard':
      return new CliError(error.message, { ...base, exitCode: ExitCode.usage, fields: (error as AttarError & { fieldErrors: Array<{ field: string; message: string }> }).fieldErrors });
    case 'bad-response': {
      const bad = error as AttarError & { issues: Array<{ field: string; message: string }> };
      return new CliError(`Contract violation: ${error.message}`, { ...base, exitCode: ExitCode.contract, fields: bad.issues.slice(0, 10) });
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
  return new CliError(message, { exitCode: error.exitCode === 0 ? ExitCode.ok : ExitCode.usage, code: error.code.replace(/^commander\./, 'usage.') });
}

export const isCommanderError = (error: unknown): error is Error & { code: string; exitCode: number } =>
  error instanceof Error && typeof (error as { code?: unknown }).code === 'string' && (error as unknown as { code: string }).code.startsWith('commander.');

/** Turns anything thrown while running a command into a CliError. */
export function toCliError(error: unknown): CliError {
  if (error instanceof CliError) return error;
  if (isAttarError(error)) return fromSdkError(error);
  if (isCommanderError(error)) return fromCommanderError(error);
  const message = error instanceof Error ? error.message : String(error);
  return new CliError(`Unexpected failure: ${message}`, { code: 'cli.unexpected', cause: error });
}
