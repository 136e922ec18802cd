/** `attar quotes clear`: empty a draft quote. */
import { defineCommand } from '../../command.ts';
import { quoteArg, quoteId } from './quote-id.ts';

export default defineCommand({
  name: 'clear',
  summary: 'Empty a draft quote',
  args: [quoteArg],
  examples: ['attar quotes clear QT26110007'],
  actions: ['quotes.clearItems'],
  async run(ctx, _o, [value]) {
    const id = quoteId(value!);
    const quote = await ctx.call('Clearing', () => ctx.client.quotes.clearItems({ id }));
    ctx.out.result(quote, () => ctx.out.success(`Quote ${id} emptied`));
  },
});
