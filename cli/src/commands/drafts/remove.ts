/** `attar drafts remove`: delete one draft. */
import { defineCommand } from '../../command.ts';
import { draftId } from './draft-id.ts';

export default defineCommand({
  name: 'remove',
  summary: 'Delete a draft',
  aliases: ['rm'],
  args: [{ name: '<draftId>', description: 'the draft, e.g. DR000041' }],
  examples: ['attar drafts remove DR000041'],
  actions: ['drafts.remove'],
  async run(ctx, _o, [value]) {
    const id = draftId(value!);
    const data = await ctx.call('Deleting', () => ctx.client.drafts.remove({ id }));
    ctx.out.result(data, () => ctx.out.success(`Deleted ${id}`));
  },
});
