/** `attar config use`: make a profile the current one. */
import { defineCommand } from '../../command.ts';
import { resolveSettings } from '../../config.ts';

export default defineCommand({
  name: 'use',
  summary: 'Make a profile the current one',
  args: [{ name: '<profile>', description: 'the profile name (created if new)' }],
  examples: ['attar config use staging'],
  actions: [],
  async run(ctx, _o, [profile]) {
    resolveSettings({ profile: profile! }, {}, { profiles: {} }); // checks the name
    const config = ctx.deps.config.read();
    config.currentProfile = profile!;
    config.profiles[profile!] ??= {};
    ctx.deps.config.write(config);
    ctx.out.result({ currentProfile: profile }, () => ctx.out.success(`Using profile ${profile}`));
  },
});
