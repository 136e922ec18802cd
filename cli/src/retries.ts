/**
 * A busy shop (429 Too Many Requests, 503) from the terminal. Read commands ask again after the wait
 * the shop names, through the SDK's retry policy, which repeats only calls that are safe to send twice
 * (GETs and the reads on PUT or POST; never a cart add), waits at most 10 s at a time and never past
 * `--timeout`. Each wait is announced on stderr, so a command that pauses says why.
 *
 * How many retries: `--retries N` (hidden from the top-level help, which is laid out at build time) >
 * `ATTAR_RETRIES` > 2. Two, because a person or a script running a read wants it to succeed when the
 * shop only asks for a few seconds; `--retries 0` turns it off. `attar check` never retries: it
 * asserts what the shop answered.
 */
import type { RetryPolicy } from '@attar/sdk';
import { busyLine, usageError } from './errors.ts';
import type { Io } from './output/io.ts';

export const DEFAULT_RETRIES = 2;
export const MAX_RETRIES = 10;
/** The longest wait a command sits out (ms); a longer Retry-After is reported instead. */
export const MAX_WAIT_MS = 10_000;

/** The retries of this run: the flag's, else ATTAR_RETRIES, else 2; a malformed ATTAR_RETRIES is a usage error. */
export function retriesOf(flag: number | undefined, env: Record<string, string | undefined>): number {
  if (flag !== undefined) return flag;
  const text = env.ATTAR_RETRIES?.trim();
  if (text === undefined || text === '') return DEFAULT_RETRIES;
  if (!/^[0-9]+$/.test(text) || Number(text) > MAX_RETRIES) {
    throw usageError(`ATTAR_RETRIES must be a whole number from 0 to ${MAX_RETRIES}, got "${text}".`, 'usage.badRetries');
  }
  return Number(text);
}

/**
 * The SDK retry policy of a run, or false for none. The notice goes to stderr (clearing a spinner's
 * line on a terminal); with `--json` stderr is kept for the one error document, so nothing is said.
 */
export function retryPolicy(retries: number, io: Io, json: boolean, sleep: RetryPolicy['sleep']): RetryPolicy | false {
  if (retries === 0) return false;
  return {
    attempts: retries,
    maxDelayMs: MAX_WAIT_MS,
    ...(sleep ? { sleep } : {}),
    onRetry: ({ delayMs, error }) => {
      if (json) return;
      const line = busyLine(error.httpStatus === 429 || error.status === 429, 'trying again', Math.ceil(delayMs / 1000));
      io.stderr.write(`${io.isTTY ? '\r\u001b[2K' : ''}${line}\n`);
    },
  };
}
