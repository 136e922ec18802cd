/** `attar address update`: change a saved address (the shop takes the whole address again). */
import { defineCommand, ids } from '../../command.ts';
import { CliError } from '../../errors.ts';
import { addressInput, addressOptions, type AddressFlags } from './fields.ts';

export default defineCommand<AddressFlags>({
  name: 'update',
  summary: 'Update a saved address (unchanged fields are kept)',
  args: [{ name: '<addressId>', description: 'the address, e.g. AD000123' }],
  options: (c) => addressOptions(c, false),
  examples: ['attar address update AD000123 --line1 "14 MG Road" --mobile 9876500000'],
  actions: ['address.list', 'address.update'],
  async run(ctx, opts, [id]) {
    const addressId = ids.address(id!);
    const book = await ctx.call('Loading addresses', () => ctx.client.address.list());
    const current = book.find((a) => a.addressId === addressId);
    if (!current) throw new CliError(`No saved address ${addressId}. See \`attar address list\`.`, { code: 'address.notFound' });
    const merged: AddressFlags = {
      name: current.addressee,
      mobile: current.contactNumber,
      line1: current.line1,
      line2: current.line2,
      line3: current.line3,
      landmark: current.location,
      city: current.cityOrArea,
      state: current.state,
      country: current.country,
      pincode: current.zipcode,
      type: current.type,
      ...Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)),
    };
    const address = await ctx.call('Updating the address', () =>
      ctx.client.address.update({ addressId, ...addressInput(merged) }),
    );
    ctx.out.result(address, () => ctx.out.success(`Updated ${address.addressId}`));
  },
});
