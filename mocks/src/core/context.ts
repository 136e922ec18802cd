/** What a mock handler receives and returns, typed from the SDK's action table. */
import type { ActionData, ActionInput } from '@attar/sdk';
import type { ActionName } from '@attar/sdk/contract';
import type { Shop } from '../shop/shop.ts';
import { refuse } from './errors.ts';
import type { Scenario } from './scenario.ts';

/** Who is calling: a guest with the public key, or a signed-in buyer with a session token. */
export type Caller = { kind: 'guest' } | { kind: 'buyer'; buyerId: string; token: string };

export interface HandlerContext<A extends ActionName> {
  action: A;
  /** The validated input, flat: body fields, query and path parameters. */
  input: ActionInput<A>;
  shop: Shop;
  caller: Caller;
  /** Server flags with this request's `x-attar-scenario` switches applied. */
  scenario: Scenario;
  /** The reply's `message`; handlers may change it (default `OK`). */
  reply: { message: string };
}

/** A handler returns the reply's `data`, or throws a ShopError. */
export type ActionHandler<A extends ActionName> = (ctx: HandlerContext<A>) => ActionData<A> | Promise<ActionData<A>>;

/** One handler per action; the type checker proves none is missing. */
export type ActionHandlers = { [A in ActionName]: ActionHandler<A> };

/** The signed-in buyer's id, or a 401 for a guest. */
export function requireBuyer(ctx: { caller: Caller }): string {
  if (ctx.caller.kind !== 'buyer') throw refuse.signInNeeded();
  return ctx.caller.buyerId;
}
