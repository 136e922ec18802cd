/** `attar catalog show`: one perfume by product id or by its URL slug. */
import { checkRule, ProductIdRule } from '@attar/sdk/rules';
import { compact, defineCommand, ids } from '../../command.ts';
import { renderProduct } from '../../output/views/product.ts';

export default defineCommand<{ cin?: string }>({
  name: 'show',
  summary: 'Show a perfume by id (PR00012) or slug (oud-noir)',
  args: [{ name: '<product>', description: 'product id or slug' }],
  options: (c) => c.option('--cin <cin>', 'preselect this size (item id)', ids.cin),
  examples: ['attar catalog show PR00012', 'attar catalog show oud-noir --json | jq ".variants[].cin"'],
  actions: ['catalog.product', 'catalog.productByHandle'],
  async run(ctx, opts, [ref]) {
    const key = ref!.trim();
    const product =
      checkRule(ProductIdRule, key) === undefined
        ? await ctx.call('Loading the perfume', () => ctx.client.catalog.product(compact({ itemId: key, cin: opts.cin })))
        : await ctx.call('Loading the perfume', () => ctx.client.catalog.productByHandle({ handle: key.toLowerCase() }));
    ctx.out.result(product, () => renderProduct(ctx.out, product));
  },
});
