/** `attar catalog policy`: one policy document (cancel, return, refund ...). */
import { defineCommand, ids } from '../../command.ts';

export default defineCommand({
  name: 'policy',
  summary: 'Show a policy document by id (from `catalog details`)',
  args: [{ name: '<policyId>', description: 'the policy, e.g. PO00002' }],
  examples: ['attar catalog policy PO00002'],
  actions: ['catalog.policy'],
  async run(ctx, _o, [id]) {
    const policyId = ids.policy(id!);
    const doc = await ctx.call('Loading the policy', () => ctx.client.catalog.policy({ policyId }));
    ctx.out.result(doc, () => {
      ctx.out.line(ctx.out.style.bold(`${doc.title} (${doc.type}${doc.windowDays ? `, ${doc.windowDays} days` : ''})`));
      ctx.out.line(doc.richTextEnabled ? doc.content.replace(/<[^>]+>/g, '') : doc.content);
    });
  },
});
