/** `attar account change-identity`: send an OTP to a new email or mobile, then switch to it. */
import { defineCommand, ids } from '../../command.ts';

export default defineCommand<{ username: string; otp?: string }>({
  name: 'change-identity',
  summary: 'Replace the email or mobile: without --otp sends the OTP, with --otp confirms',
  options: (c) =>
    c
      .requiredOption('-u, --username <username>', 'the new email or mobile')
      .option('--otp <code>', 'the OTP sent to it', ids.otp),
  examples: [
    'attar account change-identity --username ananya@example.com',
    'attar account change-identity --username ananya@example.com --otp 123456',
  ],
  actions: ['account.requestIdentityChangeOtp', 'account.confirmIdentityChange'],
  async run(ctx, opts) {
    if (!opts.otp) {
      const challenge = await ctx.call('Sending the OTP', () =>
        ctx.client.account.requestIdentityChangeOtp({ username: opts.username }),
      );
      ctx.out.result(challenge, () => ctx.out.success(`OTP sent to ${challenge.sentTo}; confirm with --otp CODE`));
      return;
    }
    const otp = opts.otp;
    const data = await ctx.call('Changing identity', () =>
      ctx.client.account.confirmIdentityChange({ username: opts.username, otp }),
    );
    ctx.out.result(data, () => ctx.out.success(`Identity changed to ${opts.username}`));
  },
});
