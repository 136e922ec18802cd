/** `attar config set-url`: the shop a profile talks to (mock, prism or a URL). */
import { defineCommand } from '../../command.ts';
import { targetUrl, updateProfile } from '../../config.ts';

export default defineCommand({
  name: 'set-url',
  summary: "Set the profile's shop: mock, prism or a URL",
  args: [{ name: '<target>', description: 'mock, prism or an http(s) URL' }],
  examples: ['attar config set-url prism', 'attar --profile staging config set-url https://staging.example.in'],
  actions: [],
  async run(ctx, _o, [target]) {
    const baseUrl = targetUrl(target!);
    updateProfile(ctx.deps.config, ctx.settings.profile, (saved) => ({ ...saved, baseUrl }));
    ctx.out.result({ profile: ctx.settings.profile, baseUrl }, () =>
      ctx.out.success(`Profile ${ctx.settings.profile} now talks to ${baseUrl}`),
    );
  },
});
