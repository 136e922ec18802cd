/** `attar quotes remove-item`: take an item out of a draft quote. */
import { defineCommand, ids } from '../../command.ts';
import { quoteArg, quoteId } from './quote-id.ts';

export default defineCommand({
  name: 'remove-item',
  summary: 'Remove an item from a draft quote',
  args: [quoteArg, { name: '<cin>', description: 'the item' }],
  examples: ['attar quotes remove-item QT26110007 ATR-OUD-100'],
  actions: ['quotes.removeItem'],
  async run(ctx, _o, [value, cin]) {
    const id = quoteId(value!);
    const quote = await ctx.call('Removing', () => ctx.client.quotes.removeItem({ id, cin: ids.cin(cin!) }));
    ctx.out.result(quote, () => ctx.out.success(`Removed ${cin} from ${id}`));
  },
});
