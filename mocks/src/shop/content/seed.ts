/** The content slice a fresh shop starts with: the site, its pages and the seeded reviews. */
import { DAY } from '../../core/clock.ts';
import type { CatalogueSlice } from '../catalogue/state.ts';
import type { SeedContext } from '../seed-context.ts';
import { seedPages } from './pages.ts';
import { seedReviews } from './reviews-seed.ts';
import { seedSite } from './site.ts';
import type { ContentSlice } from './state.ts';

export function createContentSlice(ctx: SeedContext & { catalogue: CatalogueSlice }): ContentSlice {
  // Content was last edited two days before the shop opened.
  const editedAt = new Date(ctx.now.getTime() - 2 * DAY).toISOString();
  return {
    content: { site: seedSite(editedAt, ctx.catalogue.catalogue), pages: seedPages(editedAt, ctx.catalogue.catalogue) },
    reviews: seedReviews(ctx.now, ctx.catalogue.catalogue),
    forms: { newsletter: [], contact: [], restock: [] },
    analytics: { messages: [], rejected: 0 },
  };
}
