/** `attar guest cart`: the guest cart. */
import { defineCommand } from '../../command.ts';
import { renderCart } from '../../output/views/cart.ts';
import { guestIds, guestOptions, type GuestFlags } from './ids.ts';

export default defineCommand<GuestFlags>({
  name: 'cart',
  summary: 'Show the guest cart',
  options: guestOptions,
  examples: ['attar guest cart', 'attar guest cart --guest GU0000000001 --checkout CK0000000001 --json'],
  actions: ['guest.getCart'],
  async run(ctx, o) {
    const ids = guestIds(ctx, o);
    const data = await ctx.call('Loading the guest cart', () => ctx.client.guest.getCart(ids));
    ctx.out.result(data, () => renderCart(ctx.out, data.cart));
  },
});
