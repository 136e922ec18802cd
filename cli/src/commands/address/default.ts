/** `attar address default`: make an address the default for shipping and/or billing. */
import { compact, defineCommand, ids } from '../../command.ts';

export default defineCommand<{ shipping?: boolean; billing?: boolean }>({
  name: 'default',
  summary: 'Set the default shipping and/or billing address',
  args: [{ name: '<addressId>', description: 'the address, e.g. AD000124' }],
  options: (c) => c.option('--shipping', 'default for shipping').option('--billing', 'default for billing'),
  examples: ['attar address default AD000124 --shipping --billing'],
  actions: ['address.setDefault'],
  async run(ctx, opts, [id]) {
    const addressId = ids.address(id!);
    const both = !opts.shipping && !opts.billing;
    const book = await ctx.call('Setting the default', () =>
      ctx.client.address.setDefault(
        compact({
          addressId,
          defaultShippingAddress: opts.shipping || both ? ('Y' as const) : undefined,
          defaultBillingAddress: opts.billing || both ? ('Y' as const) : undefined,
        }),
      ),
    );
    ctx.out.result(book, () =>
      ctx.out.success(
        `${addressId} is now the default${both ? '' : opts.shipping && opts.billing ? '' : opts.shipping ? ' shipping' : ' billing'} address`,
      ),
    );
  },
});
