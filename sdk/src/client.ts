/** The SDK's front door: one function per action, grouped in modules, over one transport. */
import type { ActionName } from './generated/actions.gen.ts';
import { createModules, type AttarModules } from './generated/operations.gen.ts';
import { createTransport } from './transport.ts';
import type { ActionInput, ActionResult, CallOptions, Transport, TransportOptions } from './types.ts';

export type { AttarModules };

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** One action as a function: input is optional when the action needs none (what operations.gen.ts writes out). */
export type ActionFunction<A extends ActionName> =
  RequiredKeys<ActionInput<A>> extends never
    ? (input?: ActionInput<A>, options?: CallOptions) => Promise<ActionResult<A>>
    : (input: ActionInput<A>, options?: CallOptions) => Promise<ActionResult<A>>;

/** A client: one module per part of the shop (`attar.cart`, `attar.auth`, ...), plus `call`, `session` and `raw`. */
export type AttarClient = AttarModules & {
  /** Calls any action by its actiontag. */
  call<A extends ActionName>(action: A, input?: ActionInput<A>, options?: CallOptions): Promise<ActionResult<A>>;
  /** The buyer's session: read the token, sign out locally (`setToken(null)`), or subscribe to changes. */
  readonly session: Transport['session'];
  /** The typed openapi-fetch client, for anything outside the action table. */
  readonly raw: Transport['raw'];
};

/**
 * What `createAttarClient` takes: where the shop is, who speaks, and how calls behave. Every field is optional.
 * @interface
 */
export type AttarClientOptions = TransportOptions;

/**
 * Creates a client for the attar marketplace.
 * @example
 * const attar = createAttarClient({ baseUrl: 'http://127.0.0.1:4010' });
 * const { data, error } = await attar.cart.addItem({ cin: 'ATR-OUD-100', quantity: 1 });
 */
export function createAttarClient(options: AttarClientOptions = {}): AttarClient {
  const transport = createTransport(options);
  const call = transport.call;
  return Object.assign(createModules(call), {
    call: <A extends ActionName>(action: A, input?: ActionInput<A>, callOptions?: CallOptions) =>
      call(action, input, callOptions),
    session: transport.session,
    raw: transport.raw,
  });
}
