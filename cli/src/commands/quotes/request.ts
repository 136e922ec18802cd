/** `attar quotes request`: ask the shop for a price (an e-commerce quote request) between two saved addresses. */
import type { Schemas } from '@attar/sdk';
import { compact, defineCommand, ids, rupees } from '../../command.ts';
import { CliError } from '../../errors.ts';

export default defineCommand<{
  title: string;
  description: string;
  price?: number;
  notes?: string;
  address: string;
  billingAddress?: string;
}>({
  name: 'request',
  summary: 'Request a quote (addresses from the address book)',
  options: (c) =>
    c
      .requiredOption('--title <text>', 'a title')
      .requiredOption('--description <text>', 'what is wanted')
      .option('--price <rupees>', 'the price hoped for', rupees('--price'))
      .option('--notes <text>', 'notes')
      .requiredOption('--address <addressId>', 'ship to this saved address', ids.address)
      .option('--billing-address <addressId>', 'bill to this saved address (default: the same)', ids.address),
  examples: [
    'attar quotes request --title "Corporate gifting" --description "200 x Oud Noir 12 ml" --price 120000 --address AD000124',
  ],
  actions: ['address.list', 'quotes.request'],
  async run(ctx, o) {
    const book = await ctx.call('Loading addresses', () => ctx.client.address.list());
    const input = (id: string): Schemas['AddressInput'] => {
      const a = book.find((x) => x.addressId === id);
      if (!a) throw new CliError(`No saved address ${id}. See \`attar address list\`.`, { code: 'address.notFound' });
      return compact({
        type: a.type,
        addressee: a.addressee,
        contactNumber: a.contactNumber,
        countryCode: a.countryCode,
        line1: a.line1,
        line2: a.line2,
        line3: a.line3,
        location: a.location,
        cityOrArea: a.cityOrArea,
        state: a.state,
        country: a.country,
        zipcode: a.zipcode,
      });
    };
    const data = await ctx.call('Requesting the quote', () =>
      ctx.client.quotes.request(
        compact({
          quoteTitle: o.title,
          quoteDesc: o.description,
          quotePrice: o.price,
          clientNotes: o.notes,
          shippingAddress: input(o.address),
          billingAddress: input(o.billingAddress ?? o.address),
        }),
      ),
    );
    ctx.out.result(data, () => ctx.out.success('Quote requested'));
  },
});
