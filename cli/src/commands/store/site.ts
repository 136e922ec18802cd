/** `attar store site`: the storefront's site configuration (features, header, footer). */
import { defineCommand } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand({
  name: 'site',
  summary: 'Show the site configuration',
  examples: ['attar store site --json | jq .features'],
  actions: ['content.site'],
  async run(ctx) {
    const data = await ctx.call('Loading', () => ctx.client.content.site());
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
