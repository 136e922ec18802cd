/** `attar auth login`: sign in with an OTP or a password and keep the session in the profile. */
import { defineCommand, ids } from '../../command.ts';
import { updateProfile } from '../../config.ts';
import { CliError, usageError } from '../../errors.ts';
import { dateTime } from '../../output/format.ts';
import { rememberGuest, rememberedGuest } from '../guest/ids.ts';

interface LoginOptions {
  username?: string;
  otp?: string;
  password?: string;
  sendOtp?: boolean;
  showToken?: boolean;
}

export default defineCommand<LoginOptions>({
  name: 'login',
  summary: 'Sign in with an OTP or a password',
  description:
    'Signs in and stores the session token in the profile, so later commands are signed in.\n' +
    'Values come from the flags, else ATTAR_USERNAME / ATTAR_OTP / ATTAR_PASSWORD; on a terminal a missing\n' +
    'value is asked for (an OTP is sent first), never in CI.',
  options: (c) =>
    c
      .option('-u, --username <username>', 'mobile number or email (env ATTAR_USERNAME)')
      .option('--otp <code>', 'the six-digit OTP (env ATTAR_OTP)', ids.otp)
      .option('--password <password>', 'the password (env ATTAR_PASSWORD)')
      .option('--send-otp', 'send a sign-in OTP first (with --otp: send, then sign in at once)')
      .option('--show-token', 'include the session token in the output'),
  examples: [
    'attar auth login --username 9876543210 --send-otp          # then: --otp CODE',
    'attar auth login --username 9876543210 --otp 123456',
    "attar auth login --username 9876543210 --send-otp --otp 123456   # the mock shop's fixed OTP",
    'ATTAR_USERNAME=ananya.rao@example.in ATTAR_PASSWORD=... attar auth login --json',
    'attar auth login --username 9876543210 --send-otp',
  ],
  actions: ['auth.signInWithOtp', 'auth.signInWithPassword', 'auth.verifyUsername'],
  async run(ctx, opts) {
    const { env } = ctx.deps;
    if (opts.otp && opts.password) throw usageError('Pass --otp or --password, not both.', 'usage.conflict');
    const username = await ctx.need(opts.username, {
      flag: '--username',
      env: 'ATTAR_USERNAME',
      question: 'Mobile number or email:',
    });
    let otp = opts.otp ?? (opts.password ? undefined : env.ATTAR_OTP);
    const password = opts.password ?? (otp ? undefined : env.ATTAR_PASSWORD);
    if (otp && opts.sendOtp) {
      // scripted sign-in where the OTP is known in advance (the mock shop sends 123456)
      await ctx.call('Sending an OTP', () => ctx.client.auth.verifyUsername({ username, otpFlag: 'Y' }));
    } else if (!otp && !password) {
      if (!opts.sendOtp && !ctx.interactive) {
        throw usageError(
          'Pass --otp or --password (or set ATTAR_OTP / ATTAR_PASSWORD).',
          'usage.missingValue',
          `\`attar auth login --username ${username} --send-otp\` sends a sign-in OTP.`,
        );
      }
      const check = await ctx.call('Sending an OTP', () => ctx.client.auth.verifyUsername({ username, otpFlag: 'Y' }));
      if (!ctx.interactive) {
        ctx.out.result(check, () =>
          ctx.out.success(
            `OTP sent to ${check.sentTo ?? username}. Sign in with: attar auth login --username ${username} --otp CODE`,
          ),
        );
        return;
      }
      otp = await ctx.need(undefined, { flag: '--otp', env: 'ATTAR_OTP', question: `OTP sent to ${check.sentTo ?? username}:` });
    }
    // a remembered guest cart moves to the account at sign-in
    const guest = rememberedGuest(ctx);
    const session = otp
      ? await ctx
          .call('Signing in', () => ctx.client.auth.signInWithOtp({ username, otp: ids.otp(otp!), ...guest }))
          .catch((error: unknown) => {
            if (error instanceof CliError && error.code === 'otp.notRequested')
              throw new CliError(error.message, {
                exitCode: error.exitCode,
                code: error.code,
                fields: error.fields,
                ...(error.requestId ? { requestId: error.requestId } : {}),
                hint: 'Send one first: add --send-otp (against the mock shop, --send-otp --otp 123456 does both).',
              });
            throw error;
          })
      : await ctx.call('Signing in', () => ctx.client.auth.signInWithPassword({ username, password: password!, ...guest }));
    updateProfile(ctx.deps.config, ctx.settings.profile, (saved) => ({ ...saved, username }));
    if (guest) rememberGuest(ctx, null);
    const { token, ...rest } = session;
    ctx.out.result(opts.showToken ? session : rest, () => {
      ctx.out.success(`Signed in as ${session.profile.name} (${ctx.settings.profile} profile, ${ctx.settings.baseUrl})`);
      if (ctx.out.tty) ctx.out.line(ctx.out.style.dim(`Session valid until ${dateTime(session.expiresAt)}`));
      if (opts.showToken) ctx.out.line(token);
    });
  },
});
