/** `attar returns replace`: ask for a replacement of a delivered item. */
import { compact, defineCommand } from '../../command.ts';
import { afterSaleOptions, afterSaleTerms, fulfillment, fulfillmentArg, type AfterSaleOptions } from './reasons.ts';

export default defineCommand<AfterSaleOptions>({
  name: 'replace',
  summary: 'Request a replacement of a delivered fulfillment',
  args: [fulfillmentArg],
  options: afterSaleOptions,
  examples: ['attar returns replace FL00000000001 --reason DAMAGED_IN_TRANSIT --description "bottle cracked" --proof box.jpg'],
  actions: ['orders.getByFulfillment', 'returns.requestReplacement'],
  async run(ctx, o, [id]) {
    const fulfillmentId = fulfillment(id!);
    const terms = await afterSaleTerms(ctx, o, fulfillmentId, 'REPLACEMENT');
    const request = await ctx.call('Requesting the replacement', () =>
      ctx.client.returns.requestReplacement(
        compact({
          fulfillmentId,
          reasonCode: o.reason,
          reasonDesc: o.description,
          type: 'REPLACEMENT' as const,
          ...terms,
          actualQuantity: o.of ?? o.quantity,
          replaceQuantity: o.quantity,
        }),
      ),
    );
    ctx.out.result(request, () => ctx.out.success(`Replacement ${request.requestId} ${request.status}`));
  },
});
