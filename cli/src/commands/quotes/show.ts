/** `attar quotes show`: one quote with its items and revisions. */
import { defineCommand } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';
import { quoteArg, quoteId } from './quote-id.ts';

export default defineCommand({
  name: 'show',
  summary: 'Show a quote',
  args: [quoteArg],
  examples: ['attar quotes show QT26110007'],
  actions: ['quotes.get'],
  async run(ctx, _o, [value]) {
    const id = quoteId(value!);
    const data = await ctx.call('Loading the quote', () => ctx.client.quotes.get({ id }));
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
