/** `attar auth join-as`: apply to join the store as a partner. */
import { compact, defineCommand, ids } from '../../command.ts';

interface JoinOptions {
  as: string;
  name: string;
  email?: string;
  mobile: string;
  pincode: string;
  city: string;
  state: string;
  country: string;
}

export default defineCommand<JoinOptions>({
  name: 'join-as',
  summary: 'Apply to join the store as a partner (seller, reseller ...)',
  options: (c) =>
    c
      .requiredOption('--as <role>', 'the partnership asked for, e.g. SELLER')
      .requiredOption('--name <name>', 'full name')
      .option('--email <email>', 'email')
      .requiredOption('--mobile <mobile>', 'mobile number', ids.mobile)
      .requiredOption('--pincode <pincode>', 'pincode', ids.pincode)
      .requiredOption('--city <city>', 'city')
      .requiredOption('--state <state>', 'state')
      .option('--country <country>', 'country', 'India'),
  examples: [
    'attar auth join-as --as SELLER --name "Ravi Kumar" --mobile 9812345678 --pincode 560001 --city Bengaluru --state Karnataka',
  ],
  actions: ['auth.joinAs'],
  async run(ctx, opts) {
    const data = await ctx.call('Applying', () =>
      ctx.client.auth.joinAs(
        compact({
          joinAs: opts.as,
          name: opts.name,
          email: opts.email,
          mobile: opts.mobile,
          pincode: opts.pincode,
          city: opts.city,
          state: opts.state,
          country: opts.country,
        }),
      ),
    );
    ctx.out.result(data, () => ctx.out.success(`Application sent for ${opts.name}.`));
  },
});
