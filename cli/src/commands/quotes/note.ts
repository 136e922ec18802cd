/** `attar quotes note`: add a note to a quote. */
import { defineCommand } from '../../command.ts';
import { quoteArg, quoteId } from './quote-id.ts';

export default defineCommand({
  name: 'note',
  summary: 'Add a note to a quote',
  args: [quoteArg, { name: '<note>', description: 'the note' }],
  examples: ['attar quotes note QT26110007 "Please gift-wrap each bottle"'],
  actions: ['quotes.addClientNote'],
  async run(ctx, _o, [value, note]) {
    const id = quoteId(value!);
    const quote = await ctx.call('Adding the note', () => ctx.client.quotes.addClientNote({ id, note: note! }));
    ctx.out.result(quote, () => ctx.out.success(`Note added to ${id}`));
  },
});
