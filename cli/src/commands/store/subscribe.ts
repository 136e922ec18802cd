/** `attar store subscribe`: the newsletter form. */
import { compact, defineCommand } from '../../command.ts';

export default defineCommand<{ page?: string }>({
  name: 'subscribe',
  summary: 'Subscribe an email to the newsletter',
  args: [{ name: '<email>', description: 'the email' }],
  options: (c) => c.option('--page <url>', 'the page it was sent from'),
  examples: ['attar store subscribe ananya.rao@example.in'],
  actions: ['forms.subscribe'],
  async run(ctx, o, [email]) {
    const ack = await ctx.call('Subscribing', () => ctx.client.forms.subscribe(compact({ email: email!, pageUrl: o.page })));
    ctx.out.result(ack, () => ctx.out.success(`Subscribed ${email}`));
  },
});
