/** `attar store page`: a content page's layout and blocks. */
import { defineCommand } from '../../command.ts';

export default defineCommand({
  name: 'page',
  summary: "Show a page's blocks (the storefront's content engine)",
  args: [{ name: '<pageUrl>', description: 'the route, e.g. / or /faq' }],
  examples: ['attar store page /', 'attar store page /faq --json'],
  actions: ['content.page'],
  async run(ctx, _o, [pageUrl]) {
    const page = await ctx.call(
      'Loading the page',
      () => ctx.client.content.page({ pageUrl: pageUrl as never }) /* the shop names unknown routes */,
    );
    ctx.out.result(page, () => {
      const record = page as unknown as { blocks?: Array<Record<string, unknown>>; seo?: { title?: string } };
      if (record.seo?.title) ctx.out.line(ctx.out.style.bold(record.seo.title));
      ctx.out.table(
        [
          { header: 'BLOCK', value: (b) => String(b.blockId ?? '') },
          { header: 'TYPE', value: (b) => String(b.blockRef ?? '') },
          { header: 'ENABLED', value: (b) => String(b.isBlockEnabled ?? '') },
        ],
        record.blocks ?? [],
      );
    });
  },
});
