/**
 * Returns, replacements and refund accounts (docs/product-rules.md §5, §9): under the shipment's policy,
 * with proof, inside the windows of its terms (shop/orders/terms.ts), not for sale items, no more than
 * was delivered; the request then moves on with the clock
 * (received, inspected, approved, refunded or replaced).
 */
import { requireBuyer, type ActionHandlers } from '../../core/context.ts';
import { requestAfterSale, setRefundAccount } from '../../shop/orders/after-sale.ts';
import { formatRupees } from '../../shop/orders/dates.ts';

export const afterSaleHandlers = {
  returnsRequestReturn: (ctx) => {
    const { fulfillmentId, reasonCode, reasonDesc, actualQuantity, returnQuantity, policyId, proof } = ctx.input;
    const request = requestAfterSale(ctx.shop, requireBuyer(ctx), fulfillmentId, {
      type: 'RETURN',
      reasonCode,
      reasonDesc,
      actualQuantity,
      quantity: returnQuantity,
      quantityField: 'returnQuantity',
      policyId,
      proof,
    });
    ctx.reply.message = `Return requested. We will pick it up within 2 days; once inspected, the refund of ${formatRupees(request.refundAmount ?? 0)} reaches you in 4-5 working days.`;
    return request;
  },
  returnsRequestReplacement: (ctx) => {
    const { fulfillmentId, reasonCode, reasonDesc, actualQuantity, replaceQuantity, policyId, proof } = ctx.input;
    const request = requestAfterSale(ctx.shop, requireBuyer(ctx), fulfillmentId, {
      type: 'REPLACEMENT',
      reasonCode,
      reasonDesc,
      actualQuantity,
      quantity: replaceQuantity,
      quantityField: 'replaceQuantity',
      policyId,
      proof,
    });
    ctx.reply.message =
      'Replacement requested. We will pick it up within 2 days; once inspected, the replacement ships in 3-4 working days.';
    return request;
  },
  returnsSetRefundAccount: (ctx) => {
    const { fulfillmentId, ...account } = ctx.input;
    ctx.reply.message = 'Refund account saved';
    return setRefundAccount(ctx.shop, requireBuyer(ctx), fulfillmentId, account);
  },
} satisfies Partial<ActionHandlers>;
