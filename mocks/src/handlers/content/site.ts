/** Site configuration and content pages (spec/content.yaml). */
import type { ActionHandlers } from '../../core/context.ts';
import { ShopError } from '../../core/errors.ts';

export const siteHandlers = {
  /** The site configuration: store settings, flags, header with the mega menu, footer, integrations. */
  contentSite: ({ shop }) => shop.state.content.site,

  /** A page by route (or route template); its blocks sorted by `blockOrder`, disabled ones included. */
  contentPage: ({ shop, input }) => {
    const page = shop.state.content.pages[input.pageUrl];
    if (!page) throw new ShopError(404, 'content.notFound', `There is no page at ${input.pageUrl}.`);
    // a page a control route broke (`POST /_mock/content`) goes out as it was set
    if (!Array.isArray(page.blocks)) return page;
    return { ...page, blocks: [...page.blocks].sort((a, b) => a.blockOrder - b.blockOrder) };
  },
} satisfies Partial<ActionHandlers>;
