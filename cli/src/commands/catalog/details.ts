/** `attar catalog details`: a perfume's other details (guides, warranty, policies, add-ons). */
import { defineCommand, ids } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand({
  name: 'details',
  summary: "Show a perfume's other details: size guide, warranty, policies, add-ons",
  args: [{ name: '<productId>', description: 'the product, e.g. PR00012' }],
  examples: ['attar catalog details PR00012', 'attar catalog details PR00012 --json | jq .returnPolicy'],
  actions: ['catalog.otherDetails'],
  async run(ctx, _o, [id]) {
    const productId = ids.product(id!);
    const details = await ctx.call('Loading details', () => ctx.client.catalog.otherDetails({ productId }));
    ctx.out.result(details, () => renderData(ctx.out, details));
  },
});
