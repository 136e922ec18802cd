/** `attar catalog rail`: a category or brand rail as the home page shows it. */
import { catalogQueryInput } from '@attar/sdk/rules';
import { compact, defineCommand, oneOf, pagingOptions, ranged, ruledInt } from '../../command.ts';
import { renderProducts } from '../../output/views/product.ts';

export default defineCommand<{
  type: (typeof catalogQueryInput.actionType.enum)[number];
  name?: string;
  limit?: number;
  page?: number;
  pageSize?: number;
}>({
  name: 'rail',
  summary: 'Load a category (CA) or brand (B) rail',
  args: [{ name: '<id>', description: 'the category or brand id, e.g. CA00001' }],
  options: (c) =>
    pagingOptions(
      c
        .option(
          '--type <type>',
          ranged('CA category or B brand', catalogQueryInput.actionType),
          oneOf('--type', catalogQueryInput.actionType.enum),
          'CA',
        )
        .option('--name <name>', 'the rail name', '')
        .option(
          '--limit <n>',
          ranged('at most this many (default 10)', catalogQueryInput.dataLimit),
          ruledInt('--limit', catalogQueryInput.dataLimit),
        ),
      'per page',
      catalogQueryInput.pageSize,
    ),
  examples: ['attar catalog rail CA00002 --name "For Her"', 'attar catalog rail BR00001 --type B --limit 4 --json'],
  actions: ['catalog.query'],
  async run(ctx, o, [id]) {
    const data = await ctx.call('Loading the rail', () =>
      ctx.client.catalog.query(
        compact({
          actionType: o.type,
          actionPayload: { id: id!, name: o.name ?? '' },
          dataLimit: o.limit,
          pageNum: o.page,
          pageSize: o.pageSize,
        }),
      ),
    );
    ctx.out.result(data, () => renderProducts(ctx.out, data.items, data.paging));
  },
});
