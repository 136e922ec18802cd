/** `attar guest order`: place an order from the guest cart with a shipping address. */
import type { Schemas } from '@attar/sdk';
import { defineCommand, PAYMENT_MODE_HELP, paymentModeOf } from '../../command.ts';
import { money } from '../../output/format.ts';
import { addressInput, addressOptions, type AddressFlags } from '../address/fields.ts';
import { guestIds, guestOptions, type GuestFlags } from './ids.ts';

export default defineCommand<GuestFlags & AddressFlags & { paymentMode: Schemas['PaymentMode'] }>({
  name: 'order',
  summary: 'Place an order from the guest cart',
  options: (c) =>
    guestOptions(
      addressOptions(c.requiredOption('--payment-mode <mode>', PAYMENT_MODE_HELP, paymentModeOf('--payment-mode')), true),
    ),
  examples: [
    'attar guest order --payment-mode UPI --name "Meera Nair" --mobile 9811122233 --line1 "4 Park St" --city Kolkata --state "West Bengal" --pincode 700016',
  ],
  actions: ['guest.createOrder'],
  async run(ctx, o) {
    const data = await ctx.call('Placing the order', () =>
      ctx.client.guest.createOrder({
        ...guestIds(ctx, o),
        paymentMode: o.paymentMode,
        shippingAddress: addressInput(o),
        sameAsShipping: true,
      }),
    );
    ctx.out.result(data, () =>
      ctx.out.success(
        `Order ${data.order.orderId} placed: ${money(data.order.summary.total)}. Next: attar guest pay ${data.order.orderId} --mode ${o.paymentMode}`,
      ),
    );
  },
});
