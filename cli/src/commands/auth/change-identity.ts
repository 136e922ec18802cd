/** `attar auth change-identity`: replace an email or mobile with a verified new one. */
import { defineCommand, ids } from '../../command.ts';

export default defineCommand<{ current: string; username: string; otp: string }>({
  name: 'change-identity',
  summary: 'Replace an email or mobile with a new one verified by OTP',
  description: 'Send the OTP to the new username first with `attar auth otp request --username NEW`.',
  options: (c) =>
    c
      .requiredOption('--current <username>', 'the email or mobile to replace')
      .requiredOption('-u, --username <username>', 'the new email or mobile')
      .requiredOption('--otp <code>', 'the OTP sent to the new username', ids.otp),
  examples: ['attar auth change-identity --current ananya.rao@example.in --username ananya@example.com --otp 123456'],
  actions: ['auth.changeIdentity'],
  async run(ctx, opts) {
    const profile = await ctx.call('Changing identity', () =>
      ctx.client.auth.changeIdentity({ currentUsername: opts.current, username: opts.username, otp: opts.otp }),
    );
    ctx.out.result(profile, () => ctx.out.success(`${opts.current} replaced by ${opts.username}`));
  },
});
