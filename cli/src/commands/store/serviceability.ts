/** `attar store serviceability`: the logistics check behind delivery estimates. */
import { logisticsCheckServiceabilityInput } from '@attar/sdk/rules';
import { compact, defineCommand, ids, rupees, ranged, ruledInt } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand<{ cin: string; quantity: number; price?: number; product?: string; from?: string }>({
  name: 'serviceability',
  summary: 'Check delivery of an item to a pincode with the logistics service',
  args: [{ name: '<pincode>', description: 'the customer pincode' }],
  options: (c) =>
    c
      .requiredOption('--cin <cin>', 'the item', ids.cin)
      .option(
        '-q, --quantity <n>',
        ranged('how many', logisticsCheckServiceabilityInput.quantity),
        ruledInt('--quantity', logisticsCheckServiceabilityInput.quantity),
        1,
      )
      .option('--price <rupees>', 'the item price', rupees('--price'))
      .option('--product <id>', 'the product id', ids.product)
      .option('--from <pincode>', 'the seller pincode', ids.pincode),
  examples: ['attar store serviceability 560001 --cin ATR-OUD-100'],
  actions: ['logistics.checkServiceability'],
  async run(ctx, o, [pin]) {
    const data = await ctx.call('Checking', () =>
      ctx.client.logistics.checkServiceability(
        compact({
          customerPincode: ids.pincode(pin!),
          itemId: o.cin,
          quantity: o.quantity,
          price: o.price,
          productId: o.product,
          sellerPincode: o.from,
        }),
      ),
    );
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
