/**
 * Content slice: the site configuration and every page (docs/product-rules.md §1 and 2), the reviews and
 * helpful votes, what the newsletter and contact forms received, and the analytics socket's messages.
 */
import type { Schemas } from '@attar/sdk';
import type { AnalyticsComponents } from '@attar/sdk/analytics';
import type { ContentPage, PageUrl } from './page-kit.ts';
import type { ReviewsState } from './reviews-state.ts';

/** One message of the analytics document (page view, visitor or click). */
export type AnalyticsMessage = AnalyticsComponents['schemas']['AnalyticsMessage'];

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

/** A shopper's request to be emailed when a sold-out size is back. */
export interface RestockAlertEntry {
  id: string;
  email: string;
  productId: string;
  cin: string;
  requestedAt: string;
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
    /** Absent in a shop saved before it was added. */
    restock?: RestockAlertEntry[];
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
