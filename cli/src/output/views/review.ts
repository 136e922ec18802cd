/** A page of reviews. */
import type { Schemas } from '@attar/sdk';
import { dateOnly } from '../format.ts';
import type { Printer } from '../printer.ts';
import { pagingFooter } from './generic.ts';

export function renderReviews(out: Printer, page: Schemas['ReviewPageReply']['data']): void {
  out.table(
    [
      { header: 'ID', value: (r) => r.reviewId },
      { header: 'PRODUCT', value: (r) => r.productId },
      { header: 'STARS', value: (r) => '★'.repeat(r.rating) },
      { header: 'TITLE', value: (r) => r.title },
      { header: 'BY', value: (r) => `${r.reviewerName}${r.verifiedPurchase ? ' ✓' : ''}` },
      { header: 'DATE', value: (r) => dateOnly(r.createdAt) },
    ],
    page.items,
    'No reviews yet.',
  );
  pagingFooter(out, page.paging);
}
