/** `attar rewards history`: reward points earned and spent. */
import { defineCommand, pageOptions, pageQuery, type PageOptions } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand<PageOptions>({
  name: 'history',
  summary: 'Page through reward points earned and spent',
  options: pageOptions,
  examples: ['attar rewards history', 'attar rewards history --page 2 --json'],
  actions: ['rewards.history'],
  async run(ctx, o) {
    const data = await ctx.call('Loading rewards', () => ctx.client.rewards.history(pageQuery(o)));
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
