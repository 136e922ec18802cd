/** `attar quotes list`: quotes, a page at a time (or every one with --all). */
import type { Schemas } from '@attar/sdk';
import { QuoteStatusRule } from '@attar/sdk/rules';
import { compact, defineCommand, oneOf, type PageOptions, pageOptions, pageQuery, ranged } from '../../command.ts';
import { renderData } from '../../output/views/generic.ts';

export default defineCommand<PageOptions & { status?: Schemas['QuoteStatus']; all?: boolean }>({
  name: 'list',
  summary: 'List quotes (S submitted, R revised, A accepted, D declined, C cancelled)',
  aliases: ['ls'],
  options: (c) =>
    pageOptions(c)
      .option('--status <s>', ranged('quote status', QuoteStatusRule), oneOf('--status', QuoteStatusRule.enum))
      .option('--all', 'every quote, unpaged'),
  examples: ['attar quotes list', 'attar quotes list --status R', 'attar quotes list --all --json'],
  actions: ['quotes.list', 'quotes.listAll'],
  async run(ctx, o) {
    const data = o.all
      ? await ctx.call('Loading quotes', () => ctx.client.quotes.listAll())
      : await ctx.call('Loading quotes', () => ctx.client.quotes.list(compact({ ...pageQuery(o), quoteStatus: o.status })));
    ctx.out.result(data, () => renderData(ctx.out, data));
  },
});
