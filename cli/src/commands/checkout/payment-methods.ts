/** `attar checkout payment-methods`: the enabled payment methods (for an amount, with --amount). */
import { checkoutPaymentMethodsInput } from '@attar/sdk/rules';
import { defineCommand, ranged, rupees, ruledInt } from '../../command.ts';
import { money } from '../../output/format.ts';
import { CHECKOUT_FLAG, currentCheckoutId } from '../cart/checkout-id.ts';

export default defineCommand<{ amount?: number; buyNow?: boolean; international?: boolean; checkout?: string; version: number }>({
  name: 'payment-methods',
  summary: 'List the payment methods (all, or for a checkout amount)',
  options: (c) =>
    c
      .option('--amount <rupees>', 'look up the methods for this amount of the checkout', rupees('--amount'))
      .option(...CHECKOUT_FLAG)
      .option('--buy-now', 'for a buy-now checkout')
      .option('--international', 'delivery outside India')
      .option(
        '--version <n>',
        ranged('payment-method list version', checkoutPaymentMethodsInput.version),
        ruledInt('--version', checkoutPaymentMethodsInput.version),
        1,
      ),
  examples: ['attar checkout payment-methods', 'attar checkout payment-methods --amount 2499 --json'],
  actions: ['checkout.paymentMethods', 'checkout.lookupPaymentMethods', 'cart.get'],
  async run(ctx, o) {
    const amount = o.amount;
    const list =
      amount === undefined
        ? await ctx.call('Loading payment methods', () =>
            ctx.client.checkout.paymentMethods({
              type: o.buyNow ? 'BUY_NOW' : 'CART',
              version: o.version,
              international: o.international ? 1 : 0,
            }),
          )
        : await ctx.call('Loading payment methods', async () =>
            ctx.client.checkout.lookupPaymentMethods({
              checkoutId: await currentCheckoutId(ctx, o.checkout),
              amount,
              ...(o.international ? { international: true } : {}),
            }),
          );
    ctx.out.result(list, () =>
      ctx.out.table(
        [
          { header: 'MODE', value: (m) => `${m.mode}${m.mode === list.defaultMode ? ' *' : ''}` },
          { header: 'METHOD', value: (m) => m.label },
          { header: 'MIN', value: (m) => money(m.minAmount), right: true },
          { header: 'MAX', value: (m) => money(m.maxAmount), right: true },
          { header: 'STATUS', value: (m) => (m.enabled ? 'enabled' : `off: ${m.disabledReason ?? ''}`) },
        ],
        list.methods,
        'No payment methods.',
      ),
    );
  },
});
