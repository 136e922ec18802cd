/** `attar account change-password`: send an OTP, then set a new password with it. */
import type { Schemas } from '@attar/sdk';
import { IdentityTypeRule } from '@attar/sdk/rules';
import { defineCommand, ids, oneOf, ranged } from '../../command.ts';

export default defineCommand<{ via: Schemas['IdentityType']; otp?: string; newPassword?: string }>({
  name: 'change-password',
  summary: 'Change the password: without --otp sends the OTP, with --otp sets the password',
  options: (c) =>
    c
      .option('--via <type>', ranged('send the OTP by', IdentityTypeRule), oneOf('--via', IdentityTypeRule.enum), 'PHONE')
      .option('--otp <code>', 'the OTP', ids.otp)
      .option('--new-password <password>', 'the new password (env ATTAR_NEW_PASSWORD)'),
  examples: [
    'attar account change-password --via EMAIL',
    'attar account change-password --otp 123456 --new-password "Attar@2027"',
  ],
  actions: ['account.requestPasswordChangeOtp', 'account.confirmPasswordChange'],
  async run(ctx, opts) {
    if (!opts.otp) {
      const challenge = await ctx.call('Sending the OTP', () =>
        ctx.client.account.requestPasswordChangeOtp({ identityType: opts.via }),
      );
      ctx.out.result(challenge, () =>
        ctx.out.success(`OTP sent to ${challenge.sentTo}; confirm with --otp CODE --new-password NEW`),
      );
      return;
    }
    const otp = opts.otp;
    const newPassword = await ctx.need(opts.newPassword, {
      flag: '--new-password',
      env: 'ATTAR_NEW_PASSWORD',
      question: 'New password:',
      secret: true,
    });
    const ack = await ctx.call('Changing the password', () => ctx.client.account.confirmPasswordChange({ otp, newPassword }));
    ctx.out.result(ack, () => ctx.out.success('Password changed.'));
  },
});
