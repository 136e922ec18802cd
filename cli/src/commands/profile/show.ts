/** `attar profile show`: the buyer's profile. */
import { defineCommand } from '../../command.ts';

export default defineCommand({
  name: 'show',
  summary: "Show the buyer's profile",
  examples: ['attar profile show', 'attar profile show --json | jq .upiId'],
  actions: ['profile.get'],
  async run(ctx) {
    const p = await ctx.call('Loading the profile', () => ctx.client.profile.get());
    ctx.out.result(p, () =>
      ctx.out.fields([
        ['name', p.name],
        ['buyer', p.buyerId],
        ['email', p.email ?? ''],
        ['mobile', p.mobile ?? ''],
        ['born', p.dob ?? ''],
        ['gender', p.gender ?? ''],
        ['UPI', p.upiId ?? ''],
        ['GPay', p.gpayId ?? ''],
        [
          'verified',
          p.identities
            .filter((i) => i.verified)
            .map((i) => i.value)
            .join(', '),
        ],
      ]),
    );
  },
});
