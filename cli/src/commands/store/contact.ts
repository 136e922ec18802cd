/** `attar store contact`: the contact form. */
import { compact, defineCommand, ids } from '../../command.ts';

export default defineCommand<{ name: string; email: string; mobile?: string; message: string }>({
  name: 'contact',
  summary: 'Send a message through the contact form',
  options: (c) =>
    c
      .requiredOption('--name <name>', 'your name')
      .requiredOption('--email <email>', 'your email')
      .option('--mobile <mobile>', 'your mobile', ids.mobile)
      .requiredOption('--message <text>', 'the message'),
  examples: ['attar store contact --name "Ananya Rao" --email ananya.rao@example.in --message "Do you ship to Dubai?"'],
  actions: ['forms.contact'],
  async run(ctx, o) {
    const ack = await ctx.call('Sending', () =>
      ctx.client.forms.contact(compact({ name: o.name, email: o.email, mobile: o.mobile, message: o.message })),
    );
    ctx.out.result(ack, () => ctx.out.success('Message sent'));
  },
});
