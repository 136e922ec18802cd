/** The SDK's front door: one function per action, grouped in modules, over one transport. */
import type { ActionName, SdkModules } from './generated/actions.gen.ts';
import { actionRows } from './action-table.ts';
import { createTransport, type ActionInput, type ActionResult, type CallOptions, type Transport, type TransportOptions } from './transport.ts';

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** One action as a function: input is optional when the action needs none. */
export type ActionFunction<A extends ActionName> = RequiredKeys<ActionInput<A>> extends never
  ? (input?: ActionInput<A>, options?: CallOptions) => Promise<ActionResult<A>>
  : (input: ActionInput<A>, options?: CallOptions) => Promise<ActionResult<A>>;

/** Every SDK module with its functions, typed from the spec's action table. */
export type AttarModules = {
  [M in keyof SdkModules]: { [F in keyof SdkModules[M]]: SdkModules[M][F] extends ActionName ? ActionFunction<SdkModules[M][F]> : never };
};

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
  const modules: Record<string, Record<string, unknown>> = {};
  for (const { actiontag: name, module, fn } of actionRows().values()) {
    (modules[module] ??= {})[fn] = (input?: ActionInput<typeof name>, callOptions?: CallOptions) =>
      transport.call(name, input, callOptions);
  }
  return Object.assign(modules as AttarModules, {
    call: <A extends ActionName>(action: A, input?: ActionInput<A>, callOptions?: CallOptions) => transport.call(action, input, callOptions),
    session: transport.session,
    raw: transport.raw,
  });
}

/**
 * Returns the data of a result or throws its error: for the boundaries that want exceptions.
 * @example
 * const cart = unwrap(await attar.cart.get());
 */
export function unwrap<A extends ActionName>(result: ActionResult<A>): NonNullable<ActionResult<A>['data']> {
  if (result.error) throw result.error;
  return result.data as NonNullable<ActionResult<A>['data']>;
}
