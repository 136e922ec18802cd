/** `attar checkout addresses`: choose the shipping and billing addresses of the checkout. */
import { compact, defineCommand, ids } from '../../command.ts';
import { usageError } from '../../errors.ts';
import { CHECKOUT_FLAG, currentCheckoutId } from '../cart/checkout-id.ts';

export default defineCommand<{ shipping?: string; billing?: string; checkout?: string }>({
  name: 'addresses',
  summary: 'Set the shipping (and billing) address of the checkout',
  options: (c) =>
    c
      .requiredOption('--shipping <addressId>', 'the saved shipping address, e.g. AD000123', ids.address)
      .option('--billing <addressId>', 'a different saved billing address (default: same as shipping)', ids.address)
      .option(...CHECKOUT_FLAG),
  examples: ['attar checkout addresses --shipping AD000123', 'attar checkout addresses --shipping AD000123 --billing AD000124'],
  actions: ['cart.get', 'checkout.setAddresses'],
  async run(ctx, o) {
    if (!o.shipping) throw usageError('Pass --shipping ADDRESS_ID (see `attar address list`).', 'usage.missingValue');
    const checkoutId = await currentCheckoutId(ctx, o.checkout);
    const same = !o.billing || o.billing === o.shipping;
    const cart = await ctx.call('Setting addresses', () =>
      ctx.client.checkout.setAddresses(
        compact({
          checkoutId,
          shippingAddressId: o.shipping,
          sameAsShipping: same,
          billingAddressId: same ? undefined : o.billing,
        }),
      ),
    );
    ctx.out.result(cart, () =>
      ctx.out.success(
        `Shipping to ${cart.shippingAddress?.addressee ?? o.shipping}, ${cart.shippingAddress?.cityOrArea ?? ''}${same ? '' : `; billing ${o.billing}`}`,
      ),
    );
  },
});
