/** `attar auth forgot-password`: send a reset OTP, then set a new password with it. */
import { defineCommand, ids } from '../../command.ts';

interface ForgotOptions {
  username?: string;
  otp?: string;
  newPassword?: string;
}

export default defineCommand<ForgotOptions>({
  name: 'forgot-password',
  summary: 'Reset a forgotten password: send the OTP, then set the new password',
  description:
    'Without --otp, sends a reset OTP (and on a terminal asks for it and the new password).\n' +
    'With --otp and --new-password, sets the new password.',
  options: (c) =>
    c
      .option('-u, --username <username>', 'mobile number or email (env ATTAR_USERNAME)')
      .option('--otp <code>', 'the reset OTP (env ATTAR_OTP)', ids.otp)
      .option('--new-password <password>', 'the new password (env ATTAR_PASSWORD)'),
  examples: [
    'attar auth forgot-password --username 9876543210',
    'attar auth forgot-password --username 9876543210 --otp 123456 --new-password "Attar@2027"',
  ],
  actions: ['auth.requestPasswordReset', 'auth.resetPassword'],
  async run(ctx, opts) {
    const username = await ctx.need(opts.username, {
      flag: '--username',
      env: 'ATTAR_USERNAME',
      question: 'Mobile number or email:',
    });
    let otp = opts.otp;
    if (!otp) {
      const challenge = await ctx.call('Sending the reset OTP', () => ctx.client.auth.requestPasswordReset({ username }));
      if (!ctx.interactive) {
        ctx.out.result({ step: 'otpSent', ...challenge }, () =>
          ctx.out.success(
            `Reset OTP sent to ${challenge.sentTo}. Then: attar auth forgot-password --username ${username} --otp CODE --new-password NEW`,
          ),
        );
        return;
      }
      otp = await ctx.need(undefined, { flag: '--otp', question: `OTP sent to ${challenge.sentTo}:` });
    }
    const password = await ctx.need(opts.newPassword, {
      flag: '--new-password',
      env: 'ATTAR_PASSWORD',
      question: 'New password:',
      secret: true,
    });
    const ack = await ctx.call('Setting the new password', () =>
      ctx.client.auth.resetPassword({ username, otp: otp!, password }),
    );
    ctx.out.result({ step: 'passwordSet', ...ack }, () =>
      ctx.out.success('Password changed. Sign in with: attar auth login --password'),
    );
  },
});
