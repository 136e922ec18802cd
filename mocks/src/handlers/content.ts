/**
 * Handlers of the content domain: site configuration and pages, the newsletter and contact forms, and
 * reviews (writing, votes and reads). One file per resource under ./content/.
 */
import type { ActionHandlers } from '../core/context.ts';
import { formHandlers } from './content/forms.ts';
import { reviewReadHandlers } from './content/reviews-read.ts';
import { reviewVoteHandlers } from './content/reviews-votes.ts';
import { reviewWriteHandlers } from './content/reviews-write.ts';
import { siteHandlers } from './content/site.ts';

export const contentHandlers = {
  ...siteHandlers,
  ...formHandlers,
  ...reviewWriteHandlers,
  ...reviewVoteHandlers,
  ...reviewReadHandlers,
} satisfies Partial<ActionHandlers>;
