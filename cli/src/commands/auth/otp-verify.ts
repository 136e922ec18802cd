/** `attar auth otp verify`: check an OTP and mark the username verified. */
import { defineCommand, ids } from '../../command.ts';

export default defineCommand<{ username?: string; otp?: string }>({
  name: 'verify',
  summary: 'Check an OTP and mark the username verified (signed in)',
  options: (c) =>
    c
      .option('-u, --username <username>', 'mobile number or email (env ATTAR_USERNAME)')
      .option('--otp <code>', 'the OTP (env ATTAR_OTP)', ids.otp),
  examples: ['attar auth otp verify --username ananya.rao@example.in --otp 123456'],
  actions: ['auth.verifyOtp'],
  async run(ctx, opts) {
    const username = await ctx.need(opts.username, {
      flag: '--username',
      env: 'ATTAR_USERNAME',
      question: 'Mobile number or email:',
    });
    const otp = await ctx.need(opts.otp, { flag: '--otp', env: 'ATTAR_OTP', question: 'OTP:' });
    const profile = await ctx.call('Verifying', () => ctx.client.auth.verifyOtp({ username, otp }));
    ctx.out.result(profile, () => ctx.out.success(`${username} verified for ${profile.name}`));
  },
});
