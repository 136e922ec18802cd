/** `attar address add`: save a new address. */
import { defineCommand } from '../../command.ts';
import { addressInput, addressOptions, type AddressFlags } from './fields.ts';

export default defineCommand<AddressFlags>({
  name: 'add',
  summary: 'Save a new address',
  options: (c) => addressOptions(c, true),
  examples: [
    'attar address add --name "Ananya Rao" --mobile 9876543210 --line1 "12 MG Road" --city Bengaluru --state Karnataka --pincode 560001 --type H',
  ],
  actions: ['address.add'],
  async run(ctx, opts) {
    const address = await ctx.call('Saving the address', () => ctx.client.address.add(addressInput(opts)));
    ctx.out.result(address, () =>
      ctx.out.success(`Saved ${address.addressId}: ${address.line1}, ${address.cityOrArea} ${address.zipcode}`),
    );
  },
});
