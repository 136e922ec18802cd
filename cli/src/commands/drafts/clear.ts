/** `attar drafts clear`: delete every draft. */
import { defineCommand } from '../../command.ts';
import { usageError } from '../../errors.ts';

export default defineCommand<{ yes?: boolean }>({
  name: 'clear',
  summary: 'Delete all drafts',
  options: (c) => c.option('--yes', 'confirm'),
  examples: ['attar drafts clear --yes'],
  actions: ['drafts.clear'],
  async run(ctx, o) {
    if (!o.yes) throw usageError('This deletes every draft: pass --yes to confirm.', 'usage.confirm');
    const data = await ctx.call('Deleting drafts', () => ctx.client.drafts.clear());
    ctx.out.result(data, () => ctx.out.success('All drafts deleted'));
  },
});
