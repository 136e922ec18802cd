/** Helpful / not helpful votes on other buyers' reviews (spec/reviews.yaml). */
import { requireBuyer, type ActionHandlers } from '../../core/context.ts';
import { refuse } from '../../core/errors.ts';
import { reviewById } from '../../shop/content/reviews-rules.ts';
import type { StoredReview, StoredVote } from '../../shop/content/reviews-state.ts';
import { byTime, pageOf, toVote } from '../../shop/content/reviews-views.ts';

function count(review: StoredReview, helpful: boolean, delta: 1 | -1): void {
  if (helpful) review.helpfulCount = Math.max(0, review.helpfulCount + delta);
  else review.notHelpfulCount = Math.max(0, review.notHelpfulCount + delta);
}

export const reviewVoteHandlers = {
  /** One vote per buyer and review; not on one's own review. */
  reviewsMarkHelpful: ({ shop, input, caller, reply }) => {
    const buyerId = requireBuyer({ caller });
    const review = reviewById(shop, input.reviewId);
    if (review.buyerId === buyerId) throw refuse.rule('review.ownReview', 'You cannot vote on your own review.', 'reviewId');
    const votes = shop.state.reviews.votes;
    if (votes.some((v) => v.buyerId === buyerId && v.reviewId === review.reviewId)) {
      throw refuse.conflict('review.alreadyVoted', 'You have already voted on this review; change your vote instead.');
    }
    const vote: StoredVote = {
      buyerId,
      reviewId: review.reviewId,
      productId: review.productId,
      helpful: input.helpful,
      votedAt: shop.nowIso(),
    };
    votes.push(vote);
    count(review, vote.helpful, 1);
    reply.message = 'Thanks for your feedback';
    return toVote(vote, review);
  },

  /** Changes an earlier vote. */
  reviewsUpdateHelpful: ({ shop, input, caller, reply }) => {
    const buyerId = requireBuyer({ caller });
    const review = reviewById(shop, input.reviewId);
    const vote = shop.state.reviews.votes.find((v) => v.buyerId === buyerId && v.reviewId === review.reviewId);
    if (!vote) throw refuse.notFound('review', `Your vote on review ${review.reviewId}`);
    if (vote.helpful !== input.helpful) {
      count(review, vote.helpful, -1);
      count(review, input.helpful, 1);
      vote.helpful = input.helpful;
    }
    vote.votedAt = shop.nowIso();
    reply.message = 'Feedback updated';
    return toVote(vote, review);
  },

  /** The buyer's votes, newest first by default, 10 a page; `productId` narrows them to one product. */
  reviewsListMyHelpfulVotes: ({ shop, input, caller }) => {
    const buyerId = requireBuyer({ caller });
    const { items } = shop.state.reviews;
    const mine = shop.state.reviews.votes.filter(
      (v) => v.buyerId === buyerId && (!input.productId || v.productId === input.productId) && items[v.reviewId],
    );
    const sorted = byTime(
      mine,
      (v) => v.votedAt,
      (v) => v.reviewId,
      input.sortOrder,
    );
    const page = pageOf(sorted, input.pageNum, input.pageSize);
    return { items: page.items.map((v) => toVote(v, items[v.reviewId]!)), paging: page.paging };
  },
} satisfies Partial<ActionHandlers>;
