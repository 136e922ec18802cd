/** `attar guest invoice`: the invoice of a guest order. */
import { defineCommand, ids } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';
import { guestIds, guestOptions, type GuestFlags } from './ids.ts';

export default defineCommand<GuestFlags>({
  name: 'invoice',
  summary: 'Show the invoice of a guest order',
  args: [{ name: '<orderId>', description: 'the order' }],
  options: guestOptions,
  examples: ['attar guest invoice OD00000000003 --json'],
  actions: ['guest.getInvoice'],
  async run(ctx, o, [id]) {
    const { guestId } = guestIds(ctx, o);
    const data = await ctx.call('Loading the invoice', () => ctx.client.guest.getInvoice({ guestId, orderId: ids.order(id!) }));
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
