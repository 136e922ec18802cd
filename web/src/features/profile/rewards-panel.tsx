/**
 * Reward points and referrals, ten to a page, the page kept in the URL (`?page=2`) so a link, back and
 * reload keep the place. Both are switched off in this store's configuration, so the account menu
 * hides them (pages/profile/account-layout.tsx); turning the flag on shows these read-only lists.
 */
import { useSearchParams } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { Pager } from '../../components/ui/pager.tsx';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { useAction } from '../../data/use-action.ts';
import { formatDate } from '../../lib/ist-dates.ts';

/** The shop's page size for the reward and referral histories (docs/product-rules.md §9). */
export const HISTORY_PAGE_SIZE = 10;

/** The page a URL asks for (`?page=2`); anything else is page 1. */
function usePage(): number {
  const [params] = useSearchParams();
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

const hrefOf = (page: number) => (page > 1 ? `?page=${page}` : '?');
const signed = (points: number) => `${points > 0 ? '+' : ''}${points}`;

export function RewardsPanel() {
  const page = usePage();
  const { data, error, isLoading, mutate } = useAction('rewardsHistory', {
    pageNum: page,
    pageSize: HISTORY_PAGE_SIZE,
    sortOrder: 'desc',
  });
  if (error && !data) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton lines={4} label="Loading your reward points" />;
  return (
    <section aria-labelledby="rewards-title" className="account-panel">
      <h2 id="rewards-title">Reward points</h2>
      <p>
        Balance: <strong>{data.balancePoints} points</strong>
      </p>
      {data.items.length === 0 ? (
        <p>{page > 1 ? 'There are no more entries.' : 'No reward points yet.'}</p>
      ) : (
        <ul className="plain-list" aria-label="Reward points history">
          {data.items.map((entry) => (
            <li key={entry.entryId}>
              {formatDate(entry.createdAt)}: {entry.reason} ({signed(entry.points)})
            </li>
          ))}
        </ul>
      )}
      <Pager label="Reward history pages" paging={data.paging} hrefFor={hrefOf} />
    </section>
  );
}

const REFERRAL_STATE: Record<Schemas['ReferralEntry']['state'], string> = {
  INVITED: 'invited',
  JOINED: 'joined',
  ORDERED: 'placed an order',
  REWARDED: 'placed an order, points given',
};

export function ReferralsPanel() {
  const page = usePage();
  const { data, error, isLoading, mutate } = useAction('rewardsReferrals', {
    pageNum: page,
    pageSize: HISTORY_PAGE_SIZE,
    sortOrder: 'desc',
  });
  if (error && !data) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton lines={4} label="Loading your referrals" />;
  return (
    <section aria-labelledby="referrals-title" className="account-panel">
      <h2 id="referrals-title">Refer a friend</h2>
      <p>
        Your code: <strong>{data.referralCode}</strong>
      </p>
      {data.items.length === 0 ? (
        <p>{page > 1 ? 'There are no more referrals.' : 'No referrals yet.'}</p>
      ) : (
        <ul className="plain-list" aria-label="Friends you referred">
          {data.items.map((entry) => (
            <li key={entry.referralId}>
              {entry.refereeName}: {REFERRAL_STATE[entry.state]} ({entry.rewardPoints} points)
            </li>
          ))}
        </ul>
      )}
      <Pager label="Referral pages" paging={data.paging} hrefFor={hrefOf} />
    </section>
  );
}
