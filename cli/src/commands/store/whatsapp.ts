/** `attar store whatsapp`: the WhatsApp chat settings. */
import { defineCommand } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand({
  name: 'whatsapp',
  summary: 'Show the WhatsApp chat settings',
  examples: ['attar store whatsapp'],
  actions: ['store.whatsappSettings'],
  async run(ctx) {
    const data = await ctx.call('Loading', () => ctx.client.store.whatsappSettings());
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
