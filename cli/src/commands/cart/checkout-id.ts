/** The cart's checkout id: the one given with `--checkout`, else the current cart's. */
import type { CommandContext } from '../../context.ts';
import { ids } from '../../command.ts';

export async function currentCheckoutId(ctx: CommandContext, given?: string): Promise<string> {
  if (given) return ids.checkout(given);
  const cart = await ctx.call('Loading the cart', () => ctx.client.cart.get());
  return cart.checkoutId;
}

/** The `--checkout <id>` flag of every command that works on a checkout. */
export const CHECKOUT_FLAG = ['--checkout <id>', 'the checkout id (default: the current cart)'] as const;
