/** `attar auth logout`: end the session on the shop and forget the token. */
import { defineCommand } from '../../command.ts';

export default defineCommand<{ allDevices?: boolean }>({
  name: 'logout',
  summary: 'Sign out and forget the stored token',
  options: (c) => c.option('--all-devices', 'end every session of this buyer'),
  examples: ['attar auth logout', 'attar auth logout --all-devices --profile staging'],
  actions: ['auth.logout'],
  async run(ctx, opts) {
    if (!ctx.session.getToken()) {
      ctx.out.result({ signedOut: true, wasSignedIn: false }, () => ctx.out.line('Not signed in.'));
      return;
    }
    // the SDK ends the local session whatever the reply; a 401 means the shop had already ended it
    const { error } = await ctx.client.auth.logout({ ...(opts.allDevices ? { allDevices: true } : {}) });
    if (error && !(error.kind === 'api' && (error as { status?: number }).status === 401))
      ctx.out.warn(`The shop did not confirm the sign-out (${error.message}); the token is forgotten anyway.`);
    ctx.out.result({ signedOut: true, wasSignedIn: true }, () => ctx.out.success(`Signed out of ${ctx.settings.baseUrl}`));
  },
});
