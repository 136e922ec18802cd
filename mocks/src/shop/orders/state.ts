/** Orders slice: placeholder until the orders domain lands. */
import type { SeedContext } from '../seed-context.ts';

export interface OrdersSlice {
  orders: Record<string, never>;
}

export function createOrdersSlice(_ctx: SeedContext): OrdersSlice {
  return { orders: {} };
}
