/** `attar address list`: the saved addresses. */
import { defineCommand } from '../../command.ts';
import { renderAddresses } from '../../output/views/address.ts';

export default defineCommand({
  name: 'list',
  summary: 'List saved addresses',
  aliases: ['ls'],
  examples: ['attar address list', 'attar address list --json | jq ".[0].addressId"'],
  actions: ['address.list'],
  async run(ctx) {
    const addresses = await ctx.call('Loading addresses', () => ctx.client.address.list());
    ctx.out.result(addresses, () => renderAddresses(ctx.out, addresses));
  },
});
