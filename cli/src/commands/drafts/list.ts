/** `attar drafts list`: saved custom-product drafts. */
import { defineCommand, type PageOptions, pageOptions, pageQuery } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand<PageOptions>({
  name: 'list',
  summary: 'List custom-product drafts',
  aliases: ['ls'],
  options: pageOptions,
  examples: ['attar drafts list'],
  actions: ['drafts.list'],
  async run(ctx, o) {
    const data = await ctx.call('Loading drafts', () => ctx.client.drafts.list(pageQuery(o)));
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
