/** `attar quotes requests`: the quote requests sent. */
import { defineCommand, type PageOptions, pageOptions, pageQuery } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand<PageOptions>({
  name: 'requests',
  summary: 'List quote requests',
  options: pageOptions,
  examples: ['attar quotes requests'],
  actions: ['quotes.listRequests'],
  async run(ctx, o) {
    const data = await ctx.call('Loading requests', () => ctx.client.quotes.listRequests(pageQuery(o)));
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
