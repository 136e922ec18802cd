/** `attar profile upi`: change the UPI details: without --otp sends the OTP, with --otp confirms. */
import { compact, defineCommand, ids } from '../../command.ts';

export default defineCommand<{ upiId: string; gpayId?: string; otp?: string }>({
  name: 'upi',
  summary: 'Change the UPI id: without --otp sends an OTP, with --otp sets it',
  options: (c) =>
    c
      .requiredOption('--upi-id <vpa>', 'the new UPI id, e.g. ananya@okhdfc')
      .option('--gpay-id <id>', 'a Google Pay id')
      .option('--otp <code>', 'the OTP', ids.otp),
  examples: ['attar profile upi --upi-id ananya@okhdfc', 'attar profile upi --upi-id ananya@okhdfc --otp 123456'],
  actions: ['profile.requestUpiChange', 'profile.confirmUpiChange'],
  async run(ctx, opts) {
    if (!opts.otp) {
      const challenge = await ctx.call('Sending the OTP', () =>
        ctx.client.profile.requestUpiChange(compact({ upiId: opts.upiId, gpayId: opts.gpayId })),
      );
      ctx.out.result(challenge, () => ctx.out.success(`OTP sent to ${challenge.sentTo}; confirm with --otp CODE`));
      return;
    }
    const otp = opts.otp;
    const profile = await ctx.call('Changing the UPI id', () =>
      ctx.client.profile.confirmUpiChange(compact({ otp, upiId: opts.upiId, gpayId: opts.gpayId })),
    );
    ctx.out.result(profile, () => ctx.out.success(`UPI id is now ${profile.upiId ?? opts.upiId}`));
  },
});
