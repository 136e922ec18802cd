/**
 * `orders.create`: turns the buyer's reviewed checkout into an order waiting for payment. The client's
 * copy of the bill is checked against the checkout (422 `order.priceChanged`), the idempotency key
 * makes repeats safe, stock is taken, and the checkout is completed.
 */
import type { ActionInput, Schemas } from '@attar/sdk';
import { toPaise } from '@attar/sdk';
import { refuse, ShopError } from '../../core/errors.ts';
import type { Scenario } from '../../core/scenario.ts';
import { buyerAddresses } from '../accounts/api.ts';
import { checkoutSnapshot, completeCheckout, type CheckoutSnapshot } from '../cart/api.ts';
import { adjustStock, deliveryEstimate } from '../catalogue/api.ts';
import type { Shop } from '../shop.ts';
import { formatRupees } from './dates.ts';
import { checkModeTakes } from './payment-modes.ts';
import { storeNewOrder } from './place.ts';
import type { OrderRecord } from './state.ts';

type AddressChoice = Schemas['OrderAddressChoice'];

/**
 * Creates the order, or returns the one an earlier call with the same idempotency key created.
 * @example const { order, replayed } = createOrderFromCheckout(shop, buyerId, ctx.input, ctx.scenario);
 */
export function createOrderFromCheckout(
  shop: Shop,
  buyerId: string,
  input: ActionInput<'ordersCreate'>,
  scenario: Scenario,
): { order: OrderRecord; replayed: boolean } {
  const earlier = shop.state.orders.idempotency[`${buyerId}:${input.idempotencyKey}`];
  if (earlier) {
    if (earlier.checkoutId !== input.checkoutId) {
      throw refuse.conflict(
        'order.idempotencyKeyReused',
        `This idempotency key already placed order ${earlier.orderId} from another checkout; make a new key for a new order.`,
      );
    }
    return { order: shop.state.orders.byId[earlier.orderId]!, replayed: true };
  }
  const snapshot = checkoutSnapshot(shop, input.checkoutId, buyerId);
  if (snapshot.items.length === 0)
    throw refuse.rule('order.emptyCheckout', 'Your cart is empty. Add a perfume before placing an order.');
  checkBill(snapshot, input);
  const deliveryAddress = resolveAddress(shop, buyerId, input.deliveryAddress, snapshot, 'deliveryAddress');
  const billingAddress = resolveAddress(shop, buyerId, input.billingAddress, snapshot, 'billingAddress');
  const estimate = deliveryEstimate(shop, deliveryAddress.zipcode, scenario);
  if (!estimate.serviceable) {
    throw refuse.rule(
      'order.unserviceable',
      `We do not deliver to pincode ${deliveryAddress.zipcode} yet${estimate.reason ? ` (${estimate.reason})` : ''}. Please choose another address.`,
      'deliveryAddress.zipcode',
    );
  }
  checkModeTakes(input.paymentMode, snapshot.summary.total, 'paymentMode');
  takeStock(shop, snapshot.items);
  const order = storeNewOrder(shop, {
    buyerId,
    checkoutId: input.checkoutId,
    idempotencyKey: input.idempotencyKey,
    paymentMode: input.paymentMode,
    lines: snapshot.items.map((item) => ({
      cin: item.cin,
      productId: item.productId,
      slug: item.slug,
      name: item.name,
      variantLabel: item.variantLabel,
      image: item.image,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
      onSale: item.onSale,
      ...(item.customizationPrice !== undefined ? { customizationPrice: item.customizationPrice } : {}),
      ...(item.customizationCharges ? { customizationCharges: item.customizationCharges } : {}),
      ...(item.custom ? { custom: true } : {}),
    })),
    summary: snapshot.summary,
    ...(snapshot.coupon ? { coupon: snapshot.coupon } : {}),
    deliveryAddress,
    billingAddress,
    courier: estimate.courier,
    stockTaken: true,
  });
  completeCheckout(shop, input.checkoutId, buyerId);
  return { order, replayed: false };
}

const priceChanged = (message: string, field: string) =>
  refuse.rule('order.priceChanged', `${message} Please review your cart again.`, field);

/** The client's bill must match the checkout as the shop prices it now. */
function checkBill(snapshot: CheckoutSnapshot, input: ActionInput<'ordersCreate'>): void {
  const left = [...snapshot.items];
  input.inputLineItems.forEach((line, i) => {
    const at = left.findIndex((item) => item.cin === line.cin);
    if (at < 0) throw priceChanged(`${line.cin} is no longer in your cart.`, `inputLineItems.${i}.cin`);
    const item = left.splice(at, 1)[0]!;
    const label = `${item.name} ${item.variantLabel}`;
    if (item.quantity !== line.quantity)
      throw priceChanged(`Your cart has ${item.quantity} of ${label}, not ${line.quantity}.`, `inputLineItems.${i}.quantity`);
    if (toPaise(item.unitPrice) !== toPaise(line.unitPrice)) {
      throw priceChanged(
        `${label} now costs ${formatRupees(item.unitPrice)} (you saw ${formatRupees(line.unitPrice)}).`,
        `inputLineItems.${i}.unitPrice`,
      );
    }
  });
  if (left.length)
    throw priceChanged(
      `Your cart also has ${left.map((item) => `${item.name} ${item.variantLabel}`).join(', ')}.`,
      'inputLineItems',
    );
  const code = snapshot.coupon?.couponCode;
  if (input.coupon && input.coupon.toUpperCase() !== code?.toUpperCase()) {
    throw priceChanged(`Coupon ${input.coupon} is no longer applied to your cart.`, 'coupon');
  }
  if (toPaise(snapshot.summary.total) !== toPaise(input.inputSummary.total)) {
    throw priceChanged(
      `The order total is now ${formatRupees(snapshot.summary.total)}, not ${formatRupees(input.inputSummary.total)}.`,
      'inputSummary.total',
    );
  }
}

/** A saved address (from the checkout or the address book) or an address typed at checkout. */
export function resolveAddress(
  shop: Shop,
  buyerId: string,
  choice: AddressChoice,
  snapshot: CheckoutSnapshot | undefined,
  field: string,
): Schemas['Address'] {
  if ('addressId' in choice) {
    const fromCheckout = [snapshot?.shippingAddress, snapshot?.billingAddress].find((a) => a?.addressId === choice.addressId);
    const found = fromCheckout ?? buyerAddresses(shop, buyerId).find((a) => a.addressId === choice.addressId);
    if (!found)
      throw new ShopError(404, 'address.notFound', `Address ${choice.addressId} is not in your address book.`, {
        fieldErrors: [{ field: `${field}.addressId`, message: 'is not one of your addresses' }],
      });
    return found;
  }
  const { acknowledgement: _ack, ...typed } = choice as Schemas['AddressInput'];
  return {
    ...typed,
    addressId: shop.nextId('AD', 6),
    type: typed.type ?? 'O',
    status: 'Active',
    countryCode: typed.countryCode ?? 'in',
    defaultBillingAddress: typed.defaultBillingAddress ?? 'N',
    defaultShippingAddress: typed.defaultShippingAddress ?? 'N',
    isInternational: typed.isInternational ?? false,
  };
}

/** Takes stock for every line, giving back what was taken if one line is short. */
function takeStock(shop: Shop, items: Schemas['CartItem'][]): void {
  const taken: Schemas['CartItem'][] = [];
  try {
    for (const item of items) {
      adjustStock(shop, item.cin, -item.quantity);
      taken.push(item);
    }
  } catch (error) {
    for (const item of taken) adjustStock(shop, item.cin, item.quantity);
    throw error;
  }
}

/** Gives an order's stock back (on cancel), when placing it took stock. */
export function returnStock(shop: Shop, order: OrderRecord, lines: Schemas['OrderLine'][]): void {
  if (!order.stockTaken) return;
  for (const line of lines) adjustStock(shop, line.cin, line.quantity);
}
