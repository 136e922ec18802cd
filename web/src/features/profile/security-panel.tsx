/** Sign-in and security: the password, and the email and mobile the buyer signs in with. */
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { useAction } from '../../data/use-action.ts';
import { IdentityChange } from './identity-change.tsx';
import { PasswordChange } from './password-change.tsx';

export function SecurityPanel() {
  const { data: profile, error, isLoading, mutate } = useAction('profileGet', {});
  if (error && !profile) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !profile) return <Skeleton lines={6} label="Loading your sign-in details" />;
  return (
    <div className="account-stack">
      <PasswordChange profile={profile} />
      <IdentityChange profile={profile} kind="EMAIL" />
      <IdentityChange profile={profile} kind="PHONE" />
    </div>
  );
}
