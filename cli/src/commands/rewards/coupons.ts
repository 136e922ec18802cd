/** `attar rewards coupons`: the buyer's own coupons by status. */
import type { Schemas } from '@attar/sdk';
import { compact, defineCommand, int, oneOf } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

const STATUSES = ['ACTIVE', 'USED', 'EXPIRED'] as const satisfies ReadonlyArray<Schemas['BuyerCouponStatus']>;

export default defineCommand<{ status: Schemas['BuyerCouponStatus']; page?: number; pageSize?: number }>({
  name: 'coupons',
  summary: "List the buyer's coupons by status",
  options: (c) =>
    c.option('--status <status>', STATUSES.join(' | '), oneOf('--status', STATUSES), 'ACTIVE').option('--page <n>', 'page number', int('--page')).option('--page-size <n>', 'per page (default 20)', int('--page-size', 1, 100)),
  examples: ['attar rewards coupons', 'attar rewards coupons --status EXPIRED --json'],
  actions: ['coupons.list'],
  async run(ctx, o) {
    const data = await ctx.call('Loading coupons', () => ctx.client.coupons.list(compact({ status: o.status, pageNum: o.page, pageSize: o.pageSize })));
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
