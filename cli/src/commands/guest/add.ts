/** `attar guest add`: add to the guest cart (starting one, and remembering its ids, on first use). */
import { guestAddItemInput } from '@attar/sdk/rules';
import { compact, defineCommand, ids, ranged, ruledInt } from '../../command.ts';
import { money } from '../../output/format.ts';
import { guestId, rememberGuest, rememberedGuest } from './ids.ts';

export default defineCommand<{ quantity: number; guest?: string; offer?: string }>({
  name: 'add',
  summary: 'Add an item to the guest cart (starts one if needed)',
  args: [{ name: '<cin>', description: 'the item id, e.g. ATR-OUD-100' }],
  options: (c) =>
    c
      .option(
        '-q, --quantity <n>',
        ranged('how many', guestAddItemInput.quantity),
        ruledInt('--quantity', guestAddItemInput.quantity),
        1,
      )
      .option('--guest <id>', 'the guest id (default: remembered, else a new guest)', guestId)
      .option('--offer <code>', 'an offer'),
  examples: ['attar guest add ATR-OUD-100 --quantity 2'],
  actions: ['guest.addItem'],
  async run(ctx, o, [value]) {
    const cin = ids.cin(value!);
    const guest = o.guest ?? rememberedGuest(ctx)?.guestId;
    const data = await ctx.call('Adding to the guest cart', () =>
      ctx.client.guest.addItem(compact({ guestId: guest, cin, quantity: o.quantity, offer: o.offer })),
    );
    rememberGuest(ctx, { guestId: data.guestId, checkOutId: data.checkOutId });
    ctx.out.result(data, () =>
      ctx.out.success(`Added ${o.quantity} × ${cin} to guest cart ${data.checkOutId} · total ${money(data.cart.summary.total)}`),
    );
  },
});
