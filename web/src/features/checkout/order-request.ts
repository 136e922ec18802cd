/**
 * The order the buyer confirms: exactly the reviewed checkout as it was shown (lines, totals, coupon,
 * deductions and additions), which the marketplace checks again (422 `order.priceChanged`).
 */
import type { ActionInput, Schemas } from '@attar/sdk';

export interface OrderChoices {
  paymentMode: Schemas['PaymentMode'];
  shippingAddressId: string;
  /** Undefined when billing is the shipping address. */
  billingAddressId: string | undefined;
}

/** What the bill showed as taken off and added on. */
export function billAdjustments(summary: Schemas['PriceSummary'], coupon?: Schemas['AppliedCoupon']) {
  const deductions: Schemas['Adjustment'][] = [];
  if (summary.discount > 0) deductions.push({ code: 'DISCOUNT', label: 'Discount on MRP', amount: summary.discount });
  if (summary.couponDiscount > 0)
    deductions.push({ code: 'COUPON', label: `Coupon ${coupon?.couponCode ?? ''}`.trim(), amount: summary.couponDiscount });
  const additions: Schemas['Adjustment'][] = [
    { code: 'SHIPPING', label: summary.shipping === 0 ? 'Shipping (free across India)' : 'Shipping', amount: summary.shipping },
  ];
  return { deductions, additions };
}

/**
 * The `orders.create` input of a reviewed checkout.
 * @example api.orders.create(orderRequest(review, choices, key))
 */
export function orderRequest(
  review: Schemas['ReviewedCart'],
  choices: OrderChoices,
  idempotencyKey: string,
): ActionInput<'ordersCreate'> {
  const { deductions, additions } = billAdjustments(review.totals, review.coupon);
  const shipping = { addressId: choices.shippingAddressId };
  return {
    checkoutId: review.cart.checkoutId,
    idempotencyKey,
    paymentMode: choices.paymentMode,
    ...(review.coupon ? { coupon: review.coupon.couponCode } : {}),
    inputSummary: review.totals,
    inputLineItems: review.cart.items.map((item) => ({
      cin: item.cin,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      ...(item.offer !== undefined ? { offer: item.offer } : {}),
      ...(item.custom !== undefined ? { custom: item.custom } : {}),
      ...(item.customType !== undefined ? { customType: item.customType } : {}),
      ...(item.customization !== undefined ? { customization: item.customization } : {}),
    })),
    appliedDeductions: deductions,
    appliedAdditions: additions,
    deliveryAddress: shipping,
    billingAddress: choices.billingAddressId ? { addressId: choices.billingAddressId } : shipping,
  };
}
