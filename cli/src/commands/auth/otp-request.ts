/** `attar auth otp request`: send an OTP to a username of the signed-in buyer. */
import { defineCommand } from '../../command.ts';
import { dateTime } from '../../output/format.ts';

export default defineCommand<{ username?: string }>({
  name: 'request',
  summary: 'Send an OTP to a username (signed in)',
  options: (c) => c.option('-u, --username <username>', 'mobile number or email (env ATTAR_USERNAME)'),
  examples: ['attar auth otp request --username ananya.rao@example.in'],
  actions: ['auth.requestOtp'],
  async run(ctx, opts) {
    const username = await ctx.need(opts.username, {
      flag: '--username',
      env: 'ATTAR_USERNAME',
      question: 'Mobile number or email:',
    });
    const challenge = await ctx.call('Sending the OTP', () => ctx.client.auth.requestOtp({ username }));
    ctx.out.result(challenge, () =>
      ctx.out.success(`OTP sent to ${challenge.sentTo}, valid until ${dateTime(challenge.expiresAt)}`),
    );
  },
});
