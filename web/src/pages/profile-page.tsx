/** `/profile/*`: the signed-in buyer's account, its sections as nested routes (profile/account-layout.tsx). */
import { AccountLayout } from './profile/account-layout.tsx';
import { RequireSignIn } from '../features/profile/require-sign-in.tsx';

export function ProfilePage() {
  return (
    <RequireSignIn>
      <AccountLayout />
    </RequireSignIn>
  );
}
