/**
 * The signed-in buyer's account under `/profile/*`: a menu of sections and the section itself, each a
 * nested route. Sections the store switches off (rewards, referral, quotes) are neither listed nor routed.
 */
import { useState } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useAction } from '../../data/use-action.ts';
import { signOut } from '../../data/auth-actions.ts';
import { OrderList } from '../../features/orders/order-list.tsx';
import { MyReviews } from '../../features/reviews/my-reviews.tsx';
import { QuoteList } from '../../features/quotes/quote-list.tsx';
import { useSite } from '../../data/use-site.ts';
import { navigateTo } from '../../lib/navigate.ts';
import { AddressBook } from '../../features/profile/address-book.tsx';
import { ConfigHeading } from '../../content/config-heading.tsx';
import { DeleteAccount } from '../../features/profile/delete-account.tsx';
import { MyCoupons } from '../../features/profile/my-coupons.tsx';
import { ProfileDetails } from '../../features/profile/profile-details.tsx';
import { ReferralsPanel, RewardsPanel } from '../../features/profile/rewards-panel.tsx';
import { leaveSignedInPages } from '../../features/profile/require-sign-in.tsx';
import { SecurityPanel } from '../../features/profile/security-panel.tsx';
import { UpiChange } from '../../features/profile/upi-change.tsx';
import '../../features/profile/account.css';

interface Section {
  path: string;
  label: string;
  element: React.ReactNode;
}

export function AccountLayout() {
  const { data: site } = useSite();
  const { data: profile } = useAction('profileGet', {});
  const features = site?.features;
  const sections: Section[] = [
    { path: 'orders', label: 'Orders', element: <OrderList /> },
    { path: 'coupons', label: 'My coupons', element: <MyCoupons /> },
    { path: 'reviews', label: 'My reviews', element: <MyReviews /> },
    { path: 'addresses', label: 'Addresses', element: <AddressBook /> },
    { path: 'upi', label: 'UPI details', element: <UpiChange /> },
    { path: 'security', label: 'Sign-in and security', element: <SecurityPanel /> },
    ...(features?.rewards ? [{ path: 'rewards', label: 'Reward points', element: <RewardsPanel /> }] : []),
    ...(features?.referral ? [{ path: 'referrals', label: 'Refer a friend', element: <ReferralsPanel /> }] : []),
    ...(features?.quotes ? [{ path: 'quotes', label: 'Quotes', element: <QuoteList /> }] : []),
    { path: 'delete', label: 'Delete account', element: <DeleteAccount /> },
  ];

  return (
    <>
      <ConfigHeading
        pageUrl="/profile"
        fallbackTitle="My account"
        fallbackDescription="Your orders, addresses, personal details and sign-in settings at Attar House."
      />
      <div className="account">
        <p className="account-greeting">{profile ? `Hello, ${profile.firstName}.` : '\u00a0'}</p>
        <div className="account-body">
          <nav className="account-nav" aria-label="Your account">
            <ul>
              <li>
                <NavLink to="/profile" end>
                  Personal details
                </NavLink>
              </li>
              {sections.map((s) => (
                <li key={s.path}>
                  <NavLink to={`/profile/${s.path}`}>{s.label}</NavLink>
                </li>
              ))}
            </ul>
            <SignOutButton />
          </nav>
          <div className="account-content">
            <Routes>
              <Route index element={<ProfileDetails />} />
              {sections.map((s) => (
                <Route key={s.path} path={s.path} element={s.element} />
              ))}
              {/* an unknown or switched-off section: back to the account's first page */}
              <Route path="*" element={site ? <Navigate to="/profile" replace /> : null} />
            </Routes>
          </div>
        </div>
      </div>
    </>
  );
}

function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button-quiet button-small account-signout"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        // a deliberate exit: the account pages stay quiet while the session ends and the app goes home
        leaveSignedInPages(true);
        void signOut({ navigate: (to) => navigateTo(to, { replace: true }) }).finally(() => setBusy(false));
      }}
    >
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
