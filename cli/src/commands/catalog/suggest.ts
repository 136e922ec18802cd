/** `attar catalog suggest`: search-as-you-type suggestions for a keyword. */
import { catalogSuggestInput } from '@attar/sdk/rules';
import { defineCommand, ranged, ruledInt } from '../../command.ts';
import { money } from '../../output/format.ts';

export default defineCommand<{ limit?: number }>({
  name: 'suggest',
  summary: 'Suggest perfumes and categories for a keyword',
  args: [{ name: '<keyword>', description: 'what was typed so far' }],
  options: (c) =>
    c.option(
      '--limit <n>',
      ranged('at most this many (default 8)', catalogSuggestInput.limit),
      ruledInt('--limit', catalogSuggestInput.limit),
    ),
  examples: ['attar catalog suggest rose'],
  actions: ['catalog.suggest'],
  async run(ctx, o, [keyword]) {
    const data = await ctx.call('Searching', () =>
      ctx.client.catalog.suggest({ keyword: keyword!, ...(o.limit ? { limit: o.limit } : {}) }),
    );
    ctx.out.result(data, () => {
      ctx.out.table(
        [
          { header: 'ID', value: (p) => p.productId },
          { header: 'NAME', value: (p) => p.name },
          { header: 'PRICE', value: (p) => money(p.price), right: true },
        ],
        data.products,
        'No perfumes.',
      );
      if (data.categories.length)
        ctx.out.line(`categories: ${data.categories.map((c) => `${c.categoryName} (${c.categoryId})`).join(', ')}`);
      if (data.keywords.length) ctx.out.line(`keywords: ${data.keywords.join(', ')}`);
    });
  },
});
