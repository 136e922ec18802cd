/** `attar config show`: the config file, the profiles and which one this run uses. */
import { defineCommand } from '../../command.ts';

export default defineCommand({
  name: 'show',
  summary: 'Show the profiles and the settings this run uses',
  examples: ['attar config show', 'attar --profile staging config show --json'],
  actions: [],
  async run(ctx) {
    const config = ctx.deps.config.read();
    const profiles = Object.entries(config.profiles).map(([name, p]) => ({
      name,
      baseUrl: p.baseUrl ?? null,
      signedIn: Boolean(p.token),
      signedInAt: p.tokenBaseUrl ?? null,
      username: p.username ?? null,
      guestCart: Boolean(p.guest),
    }));
    const view = {
      path: ctx.deps.config.path,
      currentProfile: config.currentProfile ?? 'default',
      using: ctx.settings,
      profiles,
    };
    ctx.out.result(view, () => {
      ctx.out.fields([
        ['config', view.path],
        ['profile', ctx.settings.profile],
        ['shop', `${ctx.settings.baseUrl} (${ctx.settings.baseUrlFrom})`],
      ]);
      ctx.out.line();
      ctx.out.table(
        [
          { header: 'PROFILE', value: (p) => `${p.name}${p.name === view.currentProfile ? ' *' : ''}` },
          { header: 'BASE URL', value: (p) => p.baseUrl ?? '' },
          { header: 'SIGNED IN', value: (p) => (p.signedIn ? `${p.username ?? 'yes'} @ ${p.signedInAt ?? ''}` : '') },
        ],
        profiles,
        'No profiles saved yet.',
      );
    });
  },
});
