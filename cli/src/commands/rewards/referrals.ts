/** `attar rewards referrals`: friends referred and what they earned. */
import { defineCommand, type PageOptions, pageOptions, pageQuery } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand<PageOptions>({
  name: 'referrals',
  summary: 'Page through referral history',
  options: pageOptions,
  examples: ['attar rewards referrals'],
  actions: ['rewards.referrals'],
  async run(ctx, o) {
    const data = await ctx.call('Loading referrals', () => ctx.client.rewards.referrals(pageQuery(o)));
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
