/** `attar catalog variants`: the sizes of a perfume with price and stock. */
import { defineCommand, ids } from '../../command.ts';
import { variantColumns } from '../../output/views/product.ts';

export default defineCommand({
  name: 'variants',
  summary: 'List the sizes of a perfume',
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  examples: ['attar catalog variants PR00012'],
  actions: ['catalog.variants'],
  async run(ctx, _o, [id]) {
    const productId = ids.product(id!);
    const data = await ctx.call('Loading sizes', () => ctx.client.catalog.variants({ productId }));
    ctx.out.result(data, () => ctx.out.table(variantColumns, data.variants));
  },
});
