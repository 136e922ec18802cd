/**
 * Content slice: the site configuration and every page (docs/product-rules.md §1 and 2), the reviews and
 * helpful votes, what the newsletter and contact forms received, and the analytics socket's messages.
 */
import type { Schemas } from '@attar/sdk';
import type { AnalyticsMessage } from '../../analytics.ts';
import { DAY } from '../../core/clock.ts';
import type { CatalogueSlice } from '../catalogue/state.ts';
import type { SeedContext } from '../seed-context.ts';
import type { ContentPage, PageUrl } from './page-kit.ts';
import { seedPages } from './pages.ts';
import { seedReviews } from './reviews-seed.ts';
import type { ReviewsState } from './reviews-state.ts';
import { seedSite } from './site.ts';

export interface NewsletterEntry {
  id: string;
  email: string;
  pageUrl?: string;
  subscribedAt: string;
}

export interface ContactEntry {
  id: string;
  name: string;
  email: string;
  mobile?: string;
  message: string;
  receivedAt: string;
}

/** One frame the analytics socket accepted. */
export interface AnalyticsRecord {
  receivedAt: string;
  /** The `key` the socket was opened with. */
  key: string;
  message: AnalyticsMessage;
}

export interface ContentSlice {
  content: {
    site: Schemas['SiteConfig'];
    pages: Partial<Record<PageUrl, ContentPage>>;
  };
  reviews: ReviewsState;
  forms: {
    newsletter: NewsletterEntry[];
    contact: ContactEntry[];
  };
  analytics: {
    /** Newest last, at most ANALYTICS_LIMIT. */
    messages: AnalyticsRecord[];
    /** Frames refused as invalid since the shop started. */
    rejected: number;
  };
}

/** How many analytics messages the shop keeps (the oldest go first). */
export const ANALYTICS_LIMIT = 1000;

export function createContentSlice(ctx: SeedContext & { catalogue: CatalogueSlice }): ContentSlice {
  // Content was last edited two days before the shop opened.
  const editedAt = new Date(ctx.now.getTime() - 2 * DAY).toISOString();
  return {
    content: { site: seedSite(editedAt, ctx.catalogue.catalogue), pages: seedPages(editedAt, ctx.catalogue.catalogue) },
    reviews: seedReviews(ctx.now, ctx.catalogue.catalogue),
    forms: { newsletter: [], contact: [] },
    analytics: { messages: [], rejected: 0 },
  };
}
