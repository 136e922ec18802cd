/** `attar orders list`: the buyer's orders, all or one view (active, completed, cancelled, past). */
import type { Schemas } from '@attar/sdk';
import { OrderListViewRule } from '@attar/sdk/rules';
import { compact, defineCommand, oneOf, orderOption, pagingOptions, ranged } from '../../command.ts';
import { renderOrderPage } from '../../output/views/order.ts';

export default defineCommand<{
  status: Schemas['OrderListView'];
  page?: number;
  pageSize?: number;
  order?: Schemas['SortOrder'];
}>({
  name: 'list',
  summary: 'List orders: all, active, completed, cancelled or past',
  aliases: ['ls'],
  options: (c) =>
    orderOption(
      pagingOptions(
        c.option('--status <view>', ranged('which orders', OrderListViewRule), oneOf('--status', OrderListViewRule.enum), 'all'),
        'orders per page (default 10)',
      ),
      'sort order (default desc, newest first)',
    ),
  examples: [
    'attar orders list',
    'attar orders list --status active --page 2',
    'attar orders list --status past --json | jq ".items[].orderId"',
  ],
  actions: ['orders.list', 'orders.listActive', 'orders.listCompleted', 'orders.listCancelled', 'orders.listPast'],
  async run(ctx, o) {
    const query = compact({ pageNum: o.page, pageSize: o.pageSize, sortOrder: o.order });
    const { orders } = ctx.client;
    const send = {
      all: orders.list,
      active: orders.listActive,
      completed: orders.listCompleted,
      cancelled: orders.listCancelled,
      past: orders.listPast,
    }[o.status];
    const page = await ctx.call('Loading orders', () => send(query));
    ctx.out.result(page, () => renderOrderPage(ctx.out, page));
  },
});
