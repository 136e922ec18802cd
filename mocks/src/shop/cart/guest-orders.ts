/**
 * Guest orders, reachable only when `cart.guestCheckoutEnabled` is on: placed from the guest cart
 * (stock taken through the catalogue), cancelled while unpaid (stock given back).
 */
import { fromPaise, toPaise, type Schemas } from '@attar/sdk';
import type { HandlerContext } from '../../core/context.ts';
import { ShopError, refuse } from '../../core/errors.ts';
import type { Scenario } from '../../core/scenario.ts';
import { adjustStock } from '../catalogue/api.ts';
import type { Shop } from '../shop.ts';
import { addressFromInput, ensureServiceable } from './addresses.ts';
import { methodOf, methodRefusal } from './payment-methods.ts';
import { cartView, ensureAvailable, requireItem } from './pricing.ts';
import type { GuestOrderRecord, GuestSession } from './state.ts';

type OrderInput = HandlerContext<'guestCreateOrder'>['input'];

/** Refuses the guest checkout actions while the store has guest checkout off (403 `feature.disabled`). */
export function requireGuestCheckout(shop: Shop): void {
  if (!shop.state.cart.guestCheckoutEnabled)
    throw new ShopError(403, 'feature.disabled', 'Guest checkout is switched off for this store. Please sign in to check out.');
}

/** The guest order with this id placed by this guest, or 404 `order.notFound`. */
export function requireGuestOrder(shop: Shop, guestId: string, orderId: string): GuestOrderRecord {
  const record = shop.state.cart.guestOrders[orderId];
  if (!record || record.guestId !== guestId) {
    throw new ShopError(404, 'order.notFound', `No order ${orderId} for guest ${guestId}.`, {
      fieldErrors: [{ field: 'orderId', message: 'unknown order' }],
    });
  }
  return record;
}

/** Places an order from the guest cart: the cart is emptied and the order awaits payment. */
export function placeGuestOrder(shop: Shop, session: GuestSession, input: OrderInput, scenario: Scenario): GuestOrderRecord {
  if (session.lines.length === 0) throw refuse.rule('cart.empty', 'Your cart is empty. Add a perfume before placing an order.');
  const sameAsShipping = input.sameAsShipping ?? true;
  if (!sameAsShipping && !input.billingAddress)
    throw refuse.invalid('billingAddress', 'is required when sameAsShipping is false');
  ensureServiceable(shop, input.shippingAddress.zipcode, scenario, 'shippingAddress.zipcode');
  for (const line of session.lines) ensureAvailable(requireItem(shop, line.cin), line.quantity);

  const cart = cartView(shop, {
    checkoutId: session.checkOutId,
    lines: session.lines,
    coupon: session.coupon,
    updatedAt: session.updatedAt,
  });
  const refusal = methodRefusal(methodOf(input.paymentMode), { amount: cart.summary.total });
  if (refusal) throw refuse.rule('payment.modeUnavailable', refusal, 'paymentMode');

  const stockTaken: GuestOrderRecord['stockTaken'] = [];
  for (const item of cart.items) {
    if (requireItem(shop, item.cin).isFrame) continue;
    adjustStock(shop, item.cin, -item.quantity);
    stockTaken.push({ cin: item.cin, quantity: item.quantity });
  }
  const shipping = addressFromInput(shop, input.shippingAddress);
  const billing = sameAsShipping || !input.billingAddress ? shipping : addressFromInput(shop, input.billingAddress);
  const order: Schemas['Order'] = {
    orderId: shop.nextId('OD', 11),
    placedAt: shop.nowIso(),
    status: 'PAYMENT_PENDING',
    paymentStatus: 'PENDING',
    paymentMode: input.paymentMode,
    ...(cart.coupon ? { coupon: cart.coupon } : {}),
    summary: cart.summary,
    deductions: cart.coupon ? [{ code: 'COUPON', label: `Coupon ${cart.coupon.couponCode}`, amount: cart.coupon.discount }] : [],
    additions: [{ code: 'SHIPPING', label: 'Shipping (free across India)', amount: 0 }],
    deliveryAddress: shipping,
    billingAddress: billing,
    fulfillments: [],
    cancellable: true,
    retryPaymentAllowed: true,
  };
  const lines = cart.items.map((i): Schemas['OrderLine'] => ({
    cin: i.cin,
    productId: i.productId,
    slug: i.slug,
    name: i.name,
    variantLabel: i.variantLabel,
    image: i.image,
    quantity: i.quantity,
    unitPrice: i.unitPrice,
    lineTotal: i.lineTotal,
    onSale: i.onSale,
    ...(i.customizationPrice !== undefined ? { customizationPrice: i.customizationPrice } : {}),
    ...(i.customizationCharges ? { customizationCharges: i.customizationCharges } : {}),
  }));
  const record: GuestOrderRecord = { guestId: session.guestId, order, lines, stockTaken };
  shop.state.cart.guestOrders[order.orderId] = record;
  session.lines = [];
  delete session.coupon;
  session.updatedAt = shop.nowIso();
  return record;
}

/** Cancels an unpaid guest order (409 once paid or already cancelled) and gives its stock back. */
export function cancelGuestOrder(shop: Shop, record: GuestOrderRecord): void {
  const { order } = record;
  if (order.status === 'CANCELLED')
    throw refuse.conflict('order.alreadyCancelled', `Order ${order.orderId} is already cancelled.`);
  if (order.paymentStatus === 'SUCCESS') {
    throw refuse.conflict(
      'order.notCancellable',
      `Order ${order.orderId} is paid and can no longer be cancelled; see the return policy for damaged or faulty items.`,
    );
  }
  for (const taken of record.stockTaken) adjustStock(shop, taken.cin, taken.quantity);
  record.stockTaken = [];
  for (const payment of Object.values(shop.state.cart.guestPayments)) {
    if (payment.orderId === order.orderId && payment.status === 'PENDING') payment.status = 'FAILED';
  }
  Object.assign(order, { status: 'CANCELLED', paymentStatus: 'FAILED', cancellable: false, retryPaymentAllowed: false });
}

/** A GST-inclusive tax invoice (18%) of a paid order, issued once. */
export function guestInvoice(shop: Shop, record: GuestOrderRecord): Schemas['GuestInvoice'] {
  const { order } = record;
  if (order.paymentStatus !== 'SUCCESS') {
    throw refuse.conflict('invoice.notReady', `The invoice of order ${order.orderId} is issued once it is paid.`);
  }
  if (!record.invoice) {
    const issued = shop.clock.now();
    const ist = new Date(issued.getTime() + 330 * 60_000);
    const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
    const total = toPaise(order.summary.total);
    record.invoice = {
      invoiceNumber: `INV/${year}-${String((year + 1) % 100).padStart(2, '0')}/${shop.nextId('INV', 6).slice(3)}`,
      orderId: order.orderId,
      issuedAt: issued.toISOString(),
      total: fromPaise(total),
      tax: fromPaise(Math.round((total * 18) / 118)),
      currency: 'INR',
      sellerGstin: '08AABCA1234F1Z5',
      downloadUrl: `/invoices/${order.orderId}.pdf`,
    };
  }
  return record.invoice;
}
