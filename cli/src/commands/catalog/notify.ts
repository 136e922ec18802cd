/** `attar catalog notify`: ask to be emailed when a sold-out size is back in stock. */
import { defineCommand, ids } from '../../command.ts';

export default defineCommand({
  name: 'notify',
  summary: 'Ask to be emailed when a sold-out size is back in stock',
  args: [
    { name: '<productId>', description: 'the product, e.g. PR00002' },
    { name: '<cin>', description: 'the sold-out size, e.g. ATR-KES-100' },
    { name: '<email>', description: 'where to write when it is back' },
  ],
  examples: ['attar catalog notify PR00002 ATR-KES-100 ananya.rao@example.in'],
  actions: ['forms.restockAlert'],
  async run(ctx, _o, [product, size, email]) {
    const productId = ids.product(product!);
    const cin = ids.cin(size!);
    const ack = await ctx.call('Asking', () => ctx.client.forms.restockAlert({ email: email!.trim(), productId, cin }));
    ctx.out.result(ack, () => ctx.out.success(`We will email ${email!.trim()} when ${cin} is back in stock`));
  },
});
