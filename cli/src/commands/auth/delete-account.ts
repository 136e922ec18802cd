/** `attar auth delete-account`: delete the signed-in buyer's account (asks for --yes). */
import { compact, defineCommand } from '../../command.ts';
import { usageError } from '../../errors.ts';

export default defineCommand<{ reason?: string; yes?: boolean }>({
  name: 'delete-account',
  summary: 'Delete the buyer account and sign out',
  options: (c) => c.option('--reason <text>', 'why (optional)').option('--yes', 'confirm: this cannot be undone'),
  examples: ['attar auth delete-account --reason "moving abroad" --yes'],
  actions: ['auth.deleteAccount'],
  async run(ctx, opts) {
    if (!opts.yes) throw usageError('Deleting the account cannot be undone: pass --yes to confirm.', 'usage.confirm');
    const data = await ctx.call('Deleting the account', () =>
      ctx.client.auth.deleteAccount(compact({ type: 'BUYER' as const, reason: opts.reason })),
    );
    ctx.out.result(data, () => ctx.out.success('Account deleted; signed out.'));
  },
});
