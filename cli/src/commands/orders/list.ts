/** `attar orders list`: the buyer's orders, all or one view (active, completed, cancelled, past). */
import { compact, defineCommand, int, oneOf } from '../../command.ts';
import { renderOrderPage } from '../../output/views/order.ts';

const VIEWS = ['all', 'active', 'completed', 'cancelled', 'past'] as const;

export default defineCommand<{ status: (typeof VIEWS)[number]; page?: number; pageSize?: number; order?: 'asc' | 'desc' }>({
  name: 'list',
  summary: 'List orders: all, active, completed, cancelled or past',
  aliases: ['ls'],
  options: (c) =>
    c
      .option('--status <view>', VIEWS.join(' | '), oneOf('--status', VIEWS), 'all')
      .option('--page <n>', 'page number', int('--page'))
      .option('--page-size <n>', 'orders per page (default 10)', int('--page-size', 1, 100))
      .option('--order <order>', 'asc or desc (default desc, newest first)', oneOf('--order', ['asc', 'desc'] as const)),
  examples: ['attar orders list', 'attar orders list --status active --page 2', 'attar orders list --status past --json | jq ".items[].orderId"'],
  actions: ['orders.list', 'orders.listActive', 'orders.listCompleted', 'orders.listCancelled', 'orders.listPast'],
  async run(ctx, o) {
    const query = compact({ pageNum: o.page, pageSize: o.pageSize, sortOrder: o.order });
    const { orders } = ctx.client;
    const send = { all: orders.list, active: orders.listActive, completed: orders.listCompleted, cancelled: orders.listCancelled, past: orders.listPast }[o.status];
    const page = await ctx.call('Loading orders', () => send(query));
    ctx.out.result(page, () => renderOrderPage(ctx.out, page));
  },
});
