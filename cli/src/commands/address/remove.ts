/** `attar address remove`: delete a saved address. */
import { defineCommand, ids } from '../../command.ts';
import { renderAddresses } from '../../output/views/address.ts';

export default defineCommand({
  name: 'remove',
  summary: 'Delete a saved address',
  aliases: ['rm'],
  args: [{ name: '<addressId>', description: 'the address, e.g. AD000124' }],
  examples: ['attar address remove AD000124'],
  actions: ['address.remove'],
  async run(ctx, _opts, [id]) {
    const address = ids.address(id!);
    const book = await ctx.call('Deleting the address', () => ctx.client.address.remove({ address }));
    ctx.out.result(book, () => {
      ctx.out.success(`Deleted ${address}`);
      if (ctx.out.tty) renderAddresses(ctx.out, book.items);
    });
  },
});
