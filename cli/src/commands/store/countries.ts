/** `attar store countries`: the countries the shop knows. */
import { defineCommand } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand({
  name: 'countries',
  summary: 'List countries',
  examples: ['attar store countries --json'],
  actions: ['store.countries'],
  async run(ctx) {
    const data = await ctx.call('Loading countries', () => ctx.client.store.countries());
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
