/**
 * Reads started before the app's code has arrived (early.ts, from the first view's plan). Each is the
 * SDK's own call; the SWR fetcher takes its reply instead of asking again, once, and only while it is
 * fresh. Keys are the action and its input as JSON, the same literal objects both sides build.
 */
import { ApiError, type ActionInput, type ActionName, type ActionResult } from '@attar/sdk';
import { api } from './client.ts';

type Reply<A extends ActionName> = Promise<ActionResult<A>>;

/** How long a reply waits to be taken: longer, and the app reads afresh. */
const FRESH_MS = 10_000;
const started = new Map<string, { at: number; reply: Promise<unknown> }>();
const keyOf = (action: ActionName, input: unknown) => JSON.stringify([action, input]);

/** Starts `action` now; returns the reply, which the app's first read of the same call will take. */
export function startEarlyRead<A extends ActionName>(action: A, input: ActionInput<A>): Reply<A> {
  const reply = api.call(action, input);
  started.set(keyOf(action, input), { at: Date.now(), reply });
  return reply;
}

/**
 * The early reply of this call, if one was started and is fresh; each is taken once. A reply refused
 * because the stored session had ended (the SDK has made the shopper a guest meanwhile) is asked again.
 */
export function takeEarlyRead<A extends ActionName>(action: A, input: ActionInput<A> | undefined): Reply<A> | undefined {
  // every read of the app comes through here: once the early replies are taken, skip the key's JSON
  if (started.size === 0) return undefined;
  const key = keyOf(action, input);
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  if (Date.now() - early.at > FRESH_MS) return undefined;
  return (early.reply as Reply<A>).then((result) =>
    result.error instanceof ApiError && result.error.isUnauthorized ? api.call(action, input) : result,
  );
}
