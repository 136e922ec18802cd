/** `attar auth social-login`: sign in with an identity provider's token. */
import { authSocialLoginInput } from '@attar/sdk/rules';
import { compact, defineCommand, oneOf, ranged } from '../../command.ts';
import { updateProfile } from '../../config.ts';

interface SocialOptions {
  provider: (typeof authSocialLoginInput.socialType.enum)[number];
  socialId: string;
  accessToken: string;
  email?: string;
  name?: string;
}

export default defineCommand<SocialOptions>({
  name: 'social-login',
  summary: 'Sign in with Google, Facebook or Apple',
  options: (c) =>
    c
      .requiredOption(
        '--provider <provider>',
        ranged('the identity provider', authSocialLoginInput.socialType),
        oneOf('--provider', authSocialLoginInput.socialType.enum),
      )
      .requiredOption('--social-id <id>', "the provider's user id")
      .requiredOption('--access-token <token>', "the provider's access token")
      .option('--email <email>', 'email from the provider')
      .option('--name <name>', 'name from the provider'),
  examples: [
    'attar auth social-login --provider GOOGLE --social-id 1098765 --access-token ya29.mock --email ananya.rao@example.in',
  ],
  actions: ['auth.socialLogin'],
  async run(ctx, opts) {
    const session = await ctx.call('Signing in', () =>
      ctx.client.auth.socialLogin(
        compact({
          socialType: opts.provider,
          socialId: opts.socialId,
          socialAccessToken: opts.accessToken,
          email: opts.email,
          name: opts.name,
          type: 'BUYER' as const,
        }),
      ),
    );
    updateProfile(ctx.deps.config, ctx.settings.profile, (saved) => ({
      ...saved,
      username: session.profile.email ?? session.profile.mobile,
    }));
    const { token: _token, ...rest } = session;
    ctx.out.result(rest, () =>
      ctx.out.success(`Signed in as ${session.profile.name}${session.newBuyer ? ' (new account)' : ''}`),
    );
  },
});
