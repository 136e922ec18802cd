/** `attar enquiries list`: my product enquiries. */
import { defineCommand, type PageOptions, pageOptions, pageQuery } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand<PageOptions>({
  name: 'list',
  summary: 'List product enquiries',
  aliases: ['ls'],
  options: pageOptions,
  examples: ['attar enquiries list'],
  actions: ['enquiries.list'],
  async run(ctx, o) {
    const data = await ctx.call('Loading enquiries', () => ctx.client.enquiries.list(pageQuery(o)));
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
