/**
 * "Was this review helpful?" under a published review: two toggle buttons with the review's counts.
 * The buyer's first vote is `reviews.markHelpful`, a change of mind `reviews.updateHelpful`; the reply
 * carries the counts after the vote, shown at once. A guest is asked to sign in (told that votes are for
 * signed-in buyers while the store has sign-in off); a refusal (voting on
 * one's own review) is said next to the buttons, and nothing is counted.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { errorMessage } from '../../../components/ui/status.tsx';
import { api } from '../../../data/client.ts';
import { useFeature } from '../../../data/features.ts';
import './helpful-vote.css';

export interface HelpfulVoteProps {
  review: Pick<Schemas['Review'], 'reviewId' | 'helpfulCount' | 'notHelpfulCount'>;
  /** The buyer's earlier vote on this review (`reviewsListMyHelpfulVotes`), if any. */
  myVote: boolean | undefined;
  signedIn: boolean;
}

type Counts = Pick<Schemas['ReviewHelpfulVote'], 'helpful' | 'helpfulCount' | 'notHelpfulCount'>;

export function HelpfulVote({ review, myVote, signedIn }: HelpfulVoteProps) {
  const location = useLocation();
  // the last vote sent from here, with the counts the shop answered; until then the list's own
  const [voted, setVoted] = useState<Counts>();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [askSignIn, setAskSignIn] = useState(false);
  const signIn = useFeature('signIn');
  const vote = voted?.helpful ?? myVote;
  const helpfulCount = voted?.helpfulCount ?? review.helpfulCount;
  const notHelpfulCount = voted?.notHelpfulCount ?? review.notHelpfulCount;

  async function cast(helpful: boolean) {
    if (!signedIn) {
      setAskSignIn(true);
      return;
    }
    if (sending || vote === helpful) return;
    setSending(true);
    setProblem(undefined);
    const input = { reviewId: review.reviewId, helpful };
    const result = vote === undefined ? await api.reviews.markHelpful(input) : await api.reviews.updateHelpful(input);
    setSending(false);
    if (result.error) setProblem(errorMessage(result.error));
    else setVoted(result.data);
  }

  const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div className="review-helpful">
      <div className="review-helpful-buttons" role="group" aria-label="Was this review helpful?">
        <span aria-hidden="true">Helpful?</span>
        <button
          type="button"
          className="button button-quiet button-small"
          aria-pressed={vote === true}
          aria-disabled={sending || undefined}
          onClick={() => void cast(true)}
        >
          Yes <span className="review-helpful-count">({helpfulCount})</span>
        </button>
        <button
          type="button"
          className="button button-quiet button-small"
          aria-pressed={vote === false}
          aria-disabled={sending || undefined}
          onClick={() => void cast(false)}
        >
          No <span className="review-helpful-count">({notHelpfulCount})</span>
        </button>
      </div>
      <p className="review-helpful-note" role="status">
        {problem ? (
          problem
        ) : askSignIn && signIn ? (
          <>
            <Link to={`/login?returnTo=${returnTo}`}>Sign in</Link> to say whether a review helped.
          </>
        ) : askSignIn ? (
          'Only signed-in buyers can say whether a review helped.'
        ) : voted ? (
          'Thanks for your feedback.'
        ) : null}
      </p>
    </div>
  );
}
