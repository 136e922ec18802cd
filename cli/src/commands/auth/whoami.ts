/** `attar auth whoami`: who this profile is signed in as, and where. */
import { defineCommand } from '../../command.ts';
import { CliError, ExitCode } from '../../errors.ts';

export default defineCommand({
  name: 'whoami',
  summary: 'Show the signed-in buyer, the profile and the shop',
  examples: ['attar auth whoami', 'attar auth whoami --json | jq .profile.email'],
  actions: ['profile.get'],
  async run(ctx) {
    const where = { profile: ctx.settings.profile, baseUrl: ctx.settings.baseUrl, baseUrlFrom: ctx.settings.baseUrlFrom };
    if (!ctx.session.getToken()) {
      throw new CliError(`Not signed in (profile ${where.profile}, ${where.baseUrl}).`, {
        exitCode: ExitCode.signIn,
        code: 'auth.notSignedIn',
        hint: 'Sign in with `attar auth login`.',
      });
    }
    const profile = await ctx.call('Loading profile', () => ctx.client.profile.get());
    ctx.out.result({ ...where, signedIn: true, profile }, () =>
      ctx.out.fields([
        ['name', profile.name],
        ['buyer', profile.buyerId],
        ['email', profile.email ?? ''],
        ['mobile', profile.mobile ?? ''],
        ['profile', where.profile],
        ['shop', `${where.baseUrl} (${where.baseUrlFrom})`],
      ]),
    );
  },
});
