/** Cart slice: placeholder until the cart domain lands. */
import type { SeedContext } from '../seed-context.ts';

export interface CartSlice {
  cart: Record<string, never>;
}

export function createCartSlice(_ctx: SeedContext): CartSlice {
  return { cart: {} };
}
