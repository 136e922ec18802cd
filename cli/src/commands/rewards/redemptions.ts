/** `attar rewards redemptions`: points redeemed. */
import { defineCommand, type PageOptions, pageOptions, pageQuery } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand<PageOptions>({
  name: 'redemptions',
  summary: 'Page through redeemed points',
  options: pageOptions,
  examples: ['attar rewards redemptions --json'],
  actions: ['rewards.redemptions'],
  async run(ctx, o) {
    const data = await ctx.call('Loading redemptions', () => ctx.client.rewards.redemptions(pageQuery(o)));
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
