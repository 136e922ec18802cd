/** `attar enquiries create`: ask the shop about a product (bulk orders, availability ...). */
import { enquiriesCreateInput } from '@attar/sdk/rules';
import { compact, defineCommand, ids, ranged, ruledInt } from '../../command.ts';

interface EnquiryOptions {
  title: string;
  quantity: number;
  name: string;
  mobile: string;
  email?: string;
  notes?: string;
}

export default defineCommand<EnquiryOptions>({
  name: 'create',
  summary: 'Send a product enquiry',
  args: [{ name: '<cin>', description: 'the item, e.g. ATR-OUD-100' }],
  options: (c) =>
    c
      .requiredOption('--title <text>', 'the subject')
      .option(
        '-q, --quantity <n>',
        ranged('how many', enquiriesCreateInput.qunatity),
        ruledInt('--quantity', enquiriesCreateInput.qunatity),
        1,
      )
      .requiredOption('--name <name>', 'your name')
      .requiredOption('--mobile <mobile>', 'your mobile', ids.mobile)
      .option('--email <email>', 'your email')
      .option('--notes <text>', 'details'),
  examples: [
    'attar enquiries create ATR-OUD-100 --title "Wedding favours" --quantity 120 --name "Ananya Rao" --mobile 9876543210',
  ],
  actions: ['enquiries.create'],
  async run(ctx, o, [value]) {
    const data = await ctx.call('Sending', () =>
      // the API spells it qunatity (docs/product-rules.md 3)
      ctx.client.enquiries.create(
        compact({
          cin: ids.cin(value!),
          title: o.title,
          qunatity: o.quantity,
          customerName: o.name,
          mobile: o.mobile,
          email: o.email,
          notes: o.notes,
          customerType: ctx.session.getToken() ? ('BUYER' as const) : ('GUEST' as const),
        }),
      ),
    );
    ctx.out.result(data, () => ctx.out.success('Enquiry sent'));
  },
});
