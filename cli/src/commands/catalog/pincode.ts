/** `attar catalog pincode`: can this item be delivered to this pincode, by when, at what charge? */
import { compact, defineCommand, ids } from '../../command.ts';
import { CliError } from '../../errors.ts';
import { dateOnly, money } from '../../output/format.ts';

export default defineCommand<{ cin: string; country?: string; strict?: boolean }>({
  name: 'pincode',
  summary: 'Check delivery of an item to a pincode',
  args: [{ name: '<pincode>', description: 'the delivery pincode, e.g. 560001' }],
  options: (c) =>
    c
      .requiredOption('--cin <cin>', 'the item (size) to deliver, e.g. ATR-OUD-100', ids.cin)
      .option('--country <code>', 'two-letter country code (default IN)')
      .option('--strict', 'exit 1 when the pincode is not serviceable'),
  examples: ['attar catalog pincode 560001 --cin ATR-OUD-100', 'attar catalog pincode 799001 --cin ATR-OUD-100 --strict --json'],
  actions: ['catalog.checkPincode'],
  async run(ctx, o, [pin]) {
    const pincode = ids.pincode(pin!);
    const data = await ctx.call('Checking delivery', () =>
      ctx.client.catalog.checkPincode(compact({ pincode, cin: o.cin, countryCode: o.country })),
    );
    ctx.out.result(data, () => {
      if (data.serviceable) {
        ctx.out.success(
          `Delivers to ${data.pincode}${data.estimate ? ` by ${dateOnly(data.estimate.estimatedDelivery)} (${data.estimate.minDays}-${data.estimate.maxDays} days)` : ''}, shipping ${data.shippingCharge ? money(data.shippingCharge) : 'free'}`,
        );
      } else {
        ctx.out.line(`Does not deliver to ${data.pincode}: ${data.message}`);
      }
    });
    if (o.strict && !data.serviceable)
      throw new CliError(`${data.pincode} is not serviceable: ${data.message}`, { code: 'pincode.unserviceable' });
  },
});
