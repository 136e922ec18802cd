/** `attar guest clear`: empty the guest cart and forget it. */
import { defineCommand } from '../../command.ts';
import { guestIds, guestOptions, rememberGuest, type GuestFlags } from './ids.ts';

export default defineCommand<GuestFlags>({
  name: 'clear',
  summary: 'Clear the guest cart (and forget its ids)',
  options: guestOptions,
  examples: ['attar guest clear'],
  actions: ['guest.clearCart'],
  async run(ctx, o) {
    const data = await ctx.call('Clearing', () => ctx.client.guest.clearCart({ ...guestIds(ctx, o), clear: true }));
    rememberGuest(ctx, null);
    ctx.out.result(data, () => ctx.out.success('Guest cart cleared'));
  },
});
