/** `attar catalog rail`: a category or brand rail as the home page shows it. */
import { compact, defineCommand, int, oneOf } from '../../command.ts';
import { renderProducts } from '../../output/views/product.ts';

export default defineCommand<{ type: 'CA' | 'B'; name?: string; limit?: number; page?: number; pageSize?: number }>({
  name: 'rail',
  summary: 'Load a category (CA) or brand (B) rail',
  args: [{ name: '<id>', description: 'the category or brand id, e.g. CA00001' }],
  options: (c) =>
    c
      .option('--type <type>', 'CA category or B brand', oneOf('--type', ['CA', 'B'] as const), 'CA')
      .option('--name <name>', 'the rail name', '')
      .option('--limit <n>', 'at most this many (default 10)', int('--limit', 1, 50))
      .option('--page <n>', 'page number', int('--page'))
      .option('--page-size <n>', 'per page', int('--page-size', 1, 100)),
  examples: ['attar catalog rail CA00002 --name "For Her"', 'attar catalog rail BR00001 --type B --limit 4 --json'],
  actions: ['catalog.query'],
  async run(ctx, o, [id]) {
    const data = await ctx.call('Loading the rail', () =>
      ctx.client.catalog.query(compact({ actionType: o.type, actionPayload: { id: id!, name: o.name ?? '' }, dataLimit: o.limit, pageNum: o.page, pageSize: o.pageSize })),
    );
    ctx.out.result(data, () => renderProducts(ctx.out, data.items, data.paging));
  },
});
