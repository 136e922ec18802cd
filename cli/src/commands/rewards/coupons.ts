/** `attar rewards coupons`: the buyer's own coupons by status. */
import type { Schemas } from '@attar/sdk';
import { BuyerCouponStatusRule } from '@attar/sdk/rules';
import { compact, defineCommand, oneOf, pagingOptions, ranged } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand<{ status: Schemas['BuyerCouponStatus']; page?: number; pageSize?: number }>({
  name: 'coupons',
  summary: "List the buyer's coupons by status",
  options: (c) =>
    pagingOptions(
      c.option(
        '--status <status>',
        ranged('which coupons', BuyerCouponStatusRule),
        oneOf('--status', BuyerCouponStatusRule.enum),
        'ACTIVE',
      ),
      'per page (default 20)',
    ),
  examples: ['attar rewards coupons', 'attar rewards coupons --status EXPIRED --json'],
  actions: ['coupons.list'],
  async run(ctx, o) {
    const data = await ctx.call('Loading coupons', () =>
      ctx.client.coupons.list(compact({ status: o.status, pageNum: o.page, pageSize: o.pageSize })),
    );
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
