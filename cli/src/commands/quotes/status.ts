/** `attar quotes status`: accept, decline or cancel a quote. */
import type { Schemas } from '@attar/sdk';
import { defineCommand, oneOf } from '../../command.ts';
import { quoteArg, quoteId } from './quote-id.ts';

// the words the CLI takes for the contract's decision codes
const NAMES = { accept: 'A', decline: 'D', cancel: 'C' } as const satisfies Record<string, Schemas['QuoteStatus']>;

export default defineCommand({
  name: 'status',
  summary: 'Accept, decline or cancel a quote',
  args: [quoteArg, { name: '<decision>', description: 'accept, decline or cancel' }],
  examples: ['attar quotes status QT26110007 accept'],
  actions: ['quotes.setStatus'],
  async run(ctx, _o, [value, decision]) {
    const id = quoteId(value!);
    const name = oneOf('<decision>', Object.keys(NAMES) as Array<keyof typeof NAMES>)(decision!);
    const quote = await ctx.call('Updating', () => ctx.client.quotes.setStatus({ id, quoteStatus: NAMES[name] }));
    ctx.out.result(quote, () => ctx.out.success(`Quote ${id}: ${name}`));
  },
});
