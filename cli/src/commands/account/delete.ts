/** `attar account delete`: send an OTP, then delete the account with it. */
import type { Schemas } from '@attar/sdk';
import { IdentityTypeRule } from '@attar/sdk/rules';
import { compact, defineCommand, ids, oneOf, ranged } from '../../command.ts';
import { usageError } from '../../errors.ts';

export default defineCommand<{ via?: Schemas['IdentityType']; otp?: string; reason?: string; yes?: boolean }>({
  name: 'delete',
  summary: 'Delete the account: without --otp sends the OTP, with --otp --yes deletes',
  options: (c) =>
    c
      .option('--via <type>', ranged('send the OTP by', IdentityTypeRule), oneOf('--via', IdentityTypeRule.enum))
      .option('--otp <code>', 'the OTP', ids.otp)
      .option('--reason <text>', 'why (optional)')
      .option('--yes', 'confirm: this cannot be undone'),
  examples: ['attar account delete --via PHONE', 'attar account delete --otp 123456 --reason "duplicate account" --yes'],
  actions: ['account.requestDeletionOtp', 'account.confirmDeletion'],
  async run(ctx, opts) {
    if (!opts.otp) {
      const challenge = await ctx.call('Sending the OTP', () =>
        ctx.client.account.requestDeletionOtp(compact({ type: 'BUYER' as const, identityType: opts.via })),
      );
      ctx.out.result(challenge, () => ctx.out.success(`OTP sent to ${challenge.sentTo}; delete with --otp CODE --yes`));
      return;
    }
    if (!opts.yes) throw usageError('Deleting the account cannot be undone: pass --yes to confirm.', 'usage.confirm');
    const otp = opts.otp;
    const data = await ctx.call('Deleting the account', () =>
      ctx.client.account.confirmDeletion(compact({ type: 'BUYER' as const, otp, reason: opts.reason })),
    );
    ctx.out.result(data, () => ctx.out.success('Account deleted; signed out.'));
  },
});
