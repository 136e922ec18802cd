/** `attar auth verify`: verify a new buyer's identity with its OTP, which also signs in. */
import { defineCommand, ids } from '../../command.ts';
import { updateProfile } from '../../config.ts';

export default defineCommand<{ username?: string; otp?: string }>({
  name: 'verify',
  summary: "Verify a new account's identity with its OTP and sign in",
  options: (c) =>
    c
      .option('-u, --username <username>', 'the mobile number or email registered (env ATTAR_USERNAME)')
      .option('--otp <code>', 'the OTP sent at registration (env ATTAR_OTP)', ids.otp),
  examples: ['attar auth verify --username 9812345678 --otp 123456'],
  actions: ['auth.verifyIdentity'],
  async run(ctx, opts) {
    const username = await ctx.need(opts.username, {
      flag: '--username',
      env: 'ATTAR_USERNAME',
      question: 'Mobile number or email:',
    });
    const otp = await ctx.need(opts.otp, { flag: '--otp', env: 'ATTAR_OTP', question: 'OTP:' });
    const session = await ctx.call('Verifying', () => ctx.client.auth.verifyIdentity({ username, otp, type: 'BUYER' }));
    updateProfile(ctx.deps.config, ctx.settings.profile, (saved) => ({ ...saved, username }));
    const { token: _token, ...rest } = session;
    ctx.out.result(rest, () => ctx.out.success(`Verified and signed in as ${session.profile.name}`));
  },
});
