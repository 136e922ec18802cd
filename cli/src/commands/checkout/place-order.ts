/**
 * `attar checkout place-order`: review the checkout, then place the order with exactly the reviewed
 * lines and totals (the shop refuses an order whose totals moved since the review).
 */
import type { Schemas } from '@attar/sdk';
import { ordersCreateInput } from '@attar/sdk/rules';
import { compact, coupon, defineCommand, ids, matching, PAYMENT_MODE_HELP, paymentModeOf } from '../../command.ts';
import type { CommandContext } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { money } from '../../output/format.ts';
import { CHECKOUT_FLAG } from '../cart/checkout-id.ts';
import { reviewCheckout } from './review.ts';

interface PlaceOptions {
  paymentMode: Schemas['PaymentMode'];
  coupon?: string;
  address?: string;
  billingAddress?: string;
  buyNow?: boolean;
  checkout?: string;
  idempotencyKey?: string;
}

export default defineCommand<PlaceOptions>({
  name: 'place-order',
  summary: 'Place the order from the cart (or a buy-now checkout)',
  options: (c) =>
    c
      .requiredOption('--payment-mode <mode>', PAYMENT_MODE_HELP, paymentModeOf('--payment-mode'))
      .option('--coupon <code>', 'a coupon', coupon)
      .option('--address <addressId>', "deliver here (default: the checkout's, else the default shipping address)", ids.address)
      .option('--billing-address <addressId>', 'bill here (default: the delivery address)', ids.address)
      .option('--buy-now', 'place the buy-now checkout given with --checkout')
      .option(...CHECKOUT_FLAG)
      .option(
        '--idempotency-key <key>',
        'repeat a placement safely (default: a new key)',
        matching('--idempotency-key', ordersCreateInput.idempotencyKey, 'order-2026-0001'),
      ),
  examples: [
    'attar checkout place-order --payment-mode UPI',
    'attar checkout place-order --payment-mode RAZORPAY --coupon WELCOME10 --address AD000123 --json',
    'attar checkout place-order --buy-now --checkout CK0000000002 --payment-mode UPI',
  ],
  actions: ['cart.get', 'cart.review', 'checkout.reviewBuyNow', 'address.list', 'orders.create'],
  async run(ctx, o) {
    const reviewed = await reviewCheckout(ctx, o);
    const { cart } = reviewed;
    if (cart.items.length === 0)
      throw new CliError('The cart is empty: add something first (`attar cart add CIN`).', { code: 'cart.empty' });
    const delivery = o.address ?? cart.shippingAddress?.addressId ?? (await defaultShipping(ctx));
    const billing = o.billingAddress ?? cart.billingAddress?.addressId ?? delivery;
    const lines: Schemas['OrderInputLineItem'][] = cart.items.map((i) =>
      compact({
        cin: i.cin,
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        offer: i.offer,
        custom: i.custom,
        customType: i.customType,
        customization: i.customization,
      }),
    );
    const created = await ctx.call('Placing the order', () =>
      ctx.client.orders.create(
        compact({
          checkoutId: cart.checkoutId,
          idempotencyKey:
            o.idempotencyKey ?? `cli-${ctx.deps.clock.now().getTime().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
          paymentMode: o.paymentMode,
          coupon: reviewed.coupon?.couponCode ?? o.coupon,
          inputSummary: reviewed.totals,
          inputLineItems: lines,
          deliveryAddress: { addressId: delivery },
          billingAddress: { addressId: billing },
        }),
      ),
    );
    ctx.out.result(created, () => {
      ctx.out.success(
        `Order ${created.order.orderId} placed${created.replayed ? ' (already placed with this key)' : ''}: ${money(created.order.summary.total)} by ${created.payment.mode}`,
      );
      ctx.out.line(`Next: attar checkout pay ${created.order.orderId} --mode ${created.payment.mode}`);
    });
  },
});

async function defaultShipping(ctx: CommandContext): Promise<string> {
  const book = await ctx.call('Loading addresses', () => ctx.client.address.list());
  const chosen = book.find((a) => a.defaultShippingAddress === 'Y') ?? book[0];
  if (!chosen)
    throw new CliError('No delivery address: add one with `attar address add`, or pass --address.', { code: 'address.missing' });
  return chosen.addressId;
}
