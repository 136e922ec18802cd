/** `attar auth register`: create a buyer with one identity, or with an email and a mobile. */
import { compact, defineCommand, ids } from '../../command.ts';
import { usageError } from '../../errors.ts';

interface RegisterOptions {
  name: string;
  username?: string;
  email?: string;
  mobile?: string;
  password?: string;
  referralCode?: string;
}

export default defineCommand<RegisterOptions>({
  name: 'register',
  summary: 'Create a buyer account (then verify it with `attar auth verify`)',
  options: (c) =>
    c
      .requiredOption('--name <name>', 'full name')
      .option('-u, --username <username>', 'one identity: a mobile number or an email')
      .option('--email <email>', 'with --mobile: register both identities')
      .option('--mobile <mobile>', 'with --email: register both identities', ids.mobile)
      .option('--password <password>', 'a password (else sign in with OTPs; env ATTAR_PASSWORD)')
      .option('--referral-code <code>', "a friend's referral code"),
  examples: [
    'attar auth register --name "Kabir Mehta" --username 9812345678',
    'attar auth register --name "Kabir Mehta" --email kabir@example.in --mobile 9812345678 --password "Secret@123"',
  ],
  actions: ['auth.register', 'auth.registerWithIdentities'],
  async run(ctx, opts) {
    const password = opts.password ?? ctx.deps.env.ATTAR_PASSWORD;
    const both = opts.email !== undefined || opts.mobile !== undefined;
    if (both && opts.username) throw usageError('Pass --username, or --email with --mobile, not both.', 'usage.conflict');
    const common = { name: opts.name, password, referralCode: opts.referralCode, type: 'BUYER' as const };
    let data;
    if (both) {
      const { email, mobile } = opts;
      if (!email || !mobile)
        throw usageError('Registering two identities needs both --email and --mobile.', 'usage.missingValue');
      data = await ctx.call('Registering', () => ctx.client.auth.registerWithIdentities(compact({ ...common, email, mobile })));
    } else {
      const username = await ctx.need(opts.username, {
        flag: '--username',
        env: 'ATTAR_USERNAME',
        question: 'Mobile number or email:',
      });
      data = await ctx.call('Registering', () => ctx.client.auth.register(compact({ ...common, username })));
    }
    ctx.out.result(data, () => {
      ctx.out.success(`Registered ${data.name} (${data.buyerId}), ${data.status}`);
      for (const identity of data.identities)
        if (!identity.verified)
          ctx.out.line(`OTP sent to ${identity.sentTo}: attar auth verify --username ${identity.sentTo} --otp CODE`);
    });
  },
});
