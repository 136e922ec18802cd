/**
 * Reward points and referrals. Both are switched off in this store's configuration, so the account
 * menu hides them (pages/profile/account-layout.tsx); turning the flag on shows these read-only lists.
 */
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { useAction } from '../../data/use-action.ts';

const date = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function RewardsPanel() {
  const { data, error, isLoading, mutate } = useAction('rewardsHistory', { pageNum: 1, pageSize: 10, sortOrder: 'desc' });
  if (error && !data) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton lines={4} label="Loading your reward points" />;
  return (
    <section aria-labelledby="rewards-title" className="account-panel">
      <h2 id="rewards-title">Reward points</h2>
      <p>
        Balance: <strong>{data.balancePoints} points</strong>
      </p>
      {data.items.length === 0 ? <p>No reward points yet.</p> : null}
      <ul className="plain-list">
        {data.items.map((entry) => (
          <li key={entry.entryId}>
            {date(entry.createdAt)}: {entry.reason} ({entry.points > 0 ? '+' : ''}
            {entry.points})
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReferralsPanel() {
  const { data, error, isLoading, mutate } = useAction('rewardsReferrals', { pageNum: 1, pageSize: 10, sortOrder: 'desc' });
  if (error && !data) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton lines={4} label="Loading your referrals" />;
  return (
    <section aria-labelledby="referrals-title" className="account-panel">
      <h2 id="referrals-title">Refer a friend</h2>
      <p>
        Your code: <strong>{data.referralCode}</strong>
      </p>
      {data.items.length === 0 ? <p>No referrals yet.</p> : null}
      <ul className="plain-list">
        {data.items.map((entry) => (
          <li key={entry.referralId}>
            {entry.refereeName}: {entry.state.toLowerCase()} ({entry.rewardPoints} points)
          </li>
        ))}
      </ul>
    </section>
  );
}
