/** `attar returns return`: ask to return a delivered item for a refund. */
import { compact, defineCommand } from '../../command.ts';
import { money } from '../../output/format.ts';
import { afterSaleOptions, afterSaleTerms, fulfillment, fulfillmentArg, type AfterSaleOptions } from './reasons.ts';

export default defineCommand<AfterSaleOptions>({
  name: 'return',
  summary: 'Request a return of a delivered fulfillment',
  args: [fulfillmentArg],
  options: afterSaleOptions,
  examples: ['attar returns return FL00000000001 --reason LEAKAGE --description "the cap leaked in transit" --proof cap.jpg'],
  actions: ['orders.getByFulfillment', 'returns.requestReturn'],
  async run(ctx, o, [id]) {
    const fulfillmentId = fulfillment(id!);
    const terms = await afterSaleTerms(ctx, o, fulfillmentId, 'RETURN');
    const request = await ctx.call('Requesting the return', () =>
      ctx.client.returns.requestReturn(
        compact({
          fulfillmentId,
          reasonCode: o.reason,
          reasonDesc: o.description,
          type: 'RETURN' as const,
          ...terms,
          actualQuantity: o.of ?? o.quantity,
          returnQuantity: o.quantity,
        }),
      ),
    );
    ctx.out.result(request, () => {
      ctx.out.success(
        `Return ${request.requestId} ${request.status}${request.refundAmount !== undefined ? `, refund ${money(request.refundAmount)}` : ''}`,
      );
      if (!request.refundAccountProvided)
        ctx.out.line(`Next: attar returns refund-account ${fulfillmentId} --upi-id you@bank --name "Your Name"`);
    });
  },
});
