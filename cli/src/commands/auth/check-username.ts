/** `attar auth check-username`: does this username have an account, and how can it sign in? */
import { defineCommand } from '../../command.ts';
import { yesNo } from '../../output/format.ts';

export default defineCommand<{ sendOtp?: boolean }>({
  name: 'check-username',
  summary: 'Check whether a username has an account (optionally sending a sign-in OTP)',
  args: [{ name: '<username>', description: 'mobile number or email' }],
  options: (c) => c.option('--send-otp', 'also send a sign-in OTP'),
  examples: ['attar auth check-username 9876543210', 'attar auth check-username ananya.rao@example.in --send-otp --json'],
  actions: ['auth.verifyUsername'],
  async run(ctx, opts, [username]) {
    const check = await ctx.call('Checking', () =>
      ctx.client.auth.verifyUsername({ username: username!, otpFlag: opts.sendOtp ? 'Y' : 'N' }),
    );
    ctx.out.result(check, () =>
      ctx.out.fields([
        ['username', check.username],
        ['type', check.identityType],
        ['account', check.exists ? 'exists' : 'none'],
        ['password', yesNo(check.hasPassword)],
        ['otp sent', check.otpSent ? `yes, to ${check.sentTo ?? username}` : 'no'],
        ['sign in with', (check.signInMethods ?? []).join(', ')],
      ]),
    );
  },
});
