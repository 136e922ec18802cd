/** `attar guest details`: the guest's name, email and mobile for the order. */
import { defineCommand, ids } from '../../command.ts';
import { guestIds, guestOptions, type GuestFlags } from './ids.ts';

export default defineCommand<GuestFlags & { name: string; email: string; mobile: string }>({
  name: 'details',
  summary: "Give the guest's name, email and mobile",
  options: (c) =>
    guestOptions(
      c
        .requiredOption('--name <name>', 'full name')
        .requiredOption('--email <email>', 'email')
        .requiredOption('--mobile <mobile>', 'mobile', ids.mobile),
    ),
  examples: ['attar guest details --name "Meera Nair" --email meera@example.in --mobile 9811122233'],
  actions: ['guest.setDetails'],
  async run(ctx, o) {
    const data = await ctx.call('Saving details', () =>
      ctx.client.guest.setDetails({ ...guestIds(ctx, o), name: o.name, email: o.email, mobile: o.mobile }),
    );
    ctx.out.result(data, () => ctx.out.success(`Guest ${data.guestId}: ${data.name}`));
  },
});
