/** `attar quotes set-quantity`: change an item's quantity in a draft quote. */
import { quotesChangeItemQuantityInput } from '@attar/sdk/rules';
import { defineCommand, ids, ranged, ruledInt } from '../../command.ts';
import { quoteArg, quoteId } from './quote-id.ts';

export default defineCommand<{ quantity: number }>({
  name: 'set-quantity',
  summary: "Change an item's quantity in a draft quote",
  args: [quoteArg, { name: '<cin>', description: 'the item' }],
  options: (c) =>
    c.requiredOption(
      '-q, --quantity <n>',
      ranged('the new quantity', quotesChangeItemQuantityInput.quantity),
      ruledInt('--quantity', quotesChangeItemQuantityInput.quantity),
    ),
  examples: ['attar quotes set-quantity QT26110007 ATR-OUD-100 --quantity 80'],
  actions: ['quotes.changeItemQuantity'],
  async run(ctx, o, [value, cin]) {
    const id = quoteId(value!);
    const quote = await ctx.call('Updating', () =>
      ctx.client.quotes.changeItemQuantity({ id, cin: ids.cin(cin!), quantity: o.quantity }),
    );
    ctx.out.result(quote, () => ctx.out.success(`${cin} × ${o.quantity} in ${id}`));
  },
});
