/** `attar quotes submit`: send a draft quote to the seller. */
import { compact, defineCommand, ids } from '../../command.ts';
import { quoteArg, quoteId } from './quote-id.ts';

export default defineCommand<{ title: string; description?: string; note?: string; address: string; billingAddress?: string }>({
  name: 'submit',
  summary: 'Submit a draft quote',
  args: [quoteArg],
  options: (c) =>
    c
      .requiredOption('--title <text>', 'a title')
      .option('--description <text>', 'what it is for')
      .option('--note <text>', 'a note to the seller')
      .requiredOption('--address <addressId>', 'ship to this saved address', ids.address)
      .option('--billing-address <addressId>', 'bill to this saved address', ids.address),
  examples: ['attar quotes submit QT26110007 --title "Wedding favours" --address AD000123'],
  actions: ['quotes.submit'],
  async run(ctx, o, [value]) {
    const id = quoteId(value!);
    const quote = await ctx.call('Submitting', () =>
      ctx.client.quotes.submit(
        compact({
          id,
          quoteTitle: o.title,
          quoteDesc: o.description,
          clientNote: o.note,
          shippingAddress: { addressId: o.address },
          billingAddress: o.billingAddress ? { addressId: o.billingAddress } : undefined,
        }),
      ),
    );
    ctx.out.result(quote, () => ctx.out.success(`Quote ${id} submitted`));
  },
});
