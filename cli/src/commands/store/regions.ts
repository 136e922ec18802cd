/** `attar store regions`: the business regions. */
import { defineCommand } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand({
  name: 'regions',
  summary: 'List the business regions',
  examples: ['attar store regions'],
  actions: ['regions.business'],
  async run(ctx) {
    const data = await ctx.call('Loading regions', () => ctx.client.regions.business());
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
