/** `attar guest remove`: take an item out of the guest cart. */
import { defineCommand, ids } from '../../command.ts';
import { guestIds, guestOptions, type GuestFlags } from './ids.ts';

export default defineCommand<GuestFlags>({
  name: 'remove',
  summary: 'Remove an item from the guest cart',
  aliases: ['rm'],
  args: [{ name: '<cin>', description: 'the item id' }],
  options: guestOptions,
  examples: ['attar guest remove ATR-OUD-100'],
  actions: ['guest.removeItem'],
  async run(ctx, o, [value]) {
    const cin = ids.cin(value!);
    const data = await ctx.call('Removing', () => ctx.client.guest.removeItem({ ...guestIds(ctx, o), cin }));
    ctx.out.result(data, () => ctx.out.success(`Removed ${cin}`));
  },
});
