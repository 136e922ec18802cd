/** `attar quotes add-item`: add an item to a quote (a new draft quote when none is given). */
import { quotesAddItemInput } from '@attar/sdk/rules';
import { compact, defineCommand, ids, ranged, ruledInt } from '../../command.ts';
import { quoteId } from './quote-id.ts';

export default defineCommand<{ quantity: number; quote?: string }>({
  name: 'add-item',
  summary: 'Add an item to a quote',
  args: [{ name: '<cin>', description: 'the item, e.g. ATR-OUD-100' }],
  options: (c) =>
    c
      .option(
        '-q, --quantity <n>',
        ranged('how many', quotesAddItemInput.quantity),
        ruledInt('--quantity', quotesAddItemInput.quantity),
        1,
      )
      .option('--quote <quoteId>', 'add to this draft quote (default: a new one)', quoteId),
  examples: [
    'attar quotes add-item ATR-OUD-100 --quantity 50',
    'attar quotes add-item ATR-GUL-100 --quantity 20 --quote QT26110007',
  ],
  actions: ['quotes.addItem'],
  async run(ctx, o, [value]) {
    const quote = await ctx.call('Adding to the quote', () =>
      ctx.client.quotes.addItem(compact({ cin: ids.cin(value!), quantity: o.quantity, quoteId: o.quote })),
    );
    ctx.out.result(quote, () =>
      ctx.out.success(
        `Added to quote ${(quote as { id?: string; quoteId?: string }).quoteId ?? (quote as { id?: string }).id ?? ''}`,
      ),
    );
  },
});
