/**
 * The header's items beside the logo: location, service booking, wishlist and cart with counts, and
 * the profile (or sign-in) link. Each is its own component so a feature switched off by its flag
 * never reads its data.
 */
import { AppLink } from '../../components/ui/app-link.tsx';
import { safePath } from '../../lib/safe-url.ts';
import { useCart } from '../../data/cart-actions.ts';
import { useWishlist } from '../../data/wishlist-actions.ts';
import { useVisitorPlace } from '../../features/site/use-visitor-place.ts';
import type { SiteConfig } from '../../data/use-site.ts';
import { store } from '../../state/store.ts';
import { useSignedIn } from '../../state/signed-in.ts';
import { Icon, type IconName } from './icons.tsx';
import { useLocation } from 'react-router';
import { safeReturnTo, withReturnTo } from '../../features/auth/return-to.ts';

/**
 * The sign-in page's link from where the shopper is, so signing in brings them back here (the cart,
 * a product) rather than to the profile; from a sign-in page it keeps the `returnTo` that page has.
 */
export function useSignInHref(): string {
  const { pathname, search, hash } = useLocation();
  const here = pathname + search + hash;
  const back = safeReturnTo(here, '') || safeReturnTo(new URLSearchParams(search).get('returnTo'), '');
  return withReturnTo('/login', back || null);
}

type HeaderItem = SiteConfig['header']['cart'];

/** "3 items" / "1 item". */
export const itemsLabel = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

function CountedLink({
  to,
  label,
  icon,
  count,
  className = '',
}: {
  to: string;
  label: string;
  icon: IconName;
  count: number;
  className?: string;
}) {
  return (
    <AppLink to={to} className={`header-action ${className}`} aria-label={count > 0 ? `${label}, ${itemsLabel(count)}` : label}>
      <span className="header-action-icon">
        <Icon name={icon} />
        <CountBadge count={count} />
      </span>
      <span className="action-label">{label}</span>
    </AppLink>
  );
}

export function WishlistLink({ item, className }: { item: HeaderItem; className?: string }) {
  const { count } = useWishlist();
  return (
    <CountedLink to={safePath(item.link, '/wishlist')} label={item.label} icon="heart" count={count} className={className} />
  );
}

export function CartLink({ item, className }: { item: HeaderItem; className?: string }) {
  const { itemCount } = useCart();
  return <CountedLink to={safePath(item.link, '/cart')} label={item.label} icon="bag" count={itemCount} className={className} />;
}

/** The profile link for a signed-in buyer, the sign-in link for a guest (hidden when sign-in is off). */
export function ProfileLink({
  item,
  signInEnabled,
  className = '',
}: {
  item: HeaderItem;
  signInEnabled: boolean;
  className?: string;
}) {
  const auth = useSignedIn();
  const signIn = useSignInHref();
  if (!auth && !signInEnabled) return null;
  return (
    <AppLink to={auth ? safePath(item.link, '/profile') : signIn} className={`header-action ${className}`}>
      <span className="header-action-icon">
        <Icon name="user" />
      </span>
      <span className="action-label">{auth ? item.label : 'Sign in'}</span>
    </AppLink>
  );
}

export function ServiceBookingLink({ item, className = '' }: { item: HeaderItem; className?: string }) {
  return (
    <AppLink to={safePath(item.link, '/contact')} className={`header-action header-service ${className}`}>
      <span className="header-action-icon">
        <Icon name="calendar" />
      </span>
      <span className="action-label">{item.label}</span>
    </AppLink>
  );
}

// The header shows the store's country before the IP lookup answers. Intl.DisplayNames would name any
// region, but building it loads the region tables and costs ~30 ms of main thread on a phone in the
// first render, so the countries an Indian shop sells to are named here and only others build it.
const REGION_NAMES: Readonly<Record<string, string>> = {
  IN: 'India',
  AE: 'United Arab Emirates',
  SA: 'Saudi Arabia',
  QA: 'Qatar',
  KW: 'Kuwait',
  OM: 'Oman',
  BH: 'Bahrain',
  SG: 'Singapore',
  MY: 'Malaysia',
  NP: 'Nepal',
  BD: 'Bangladesh',
  LK: 'Sri Lanka',
  GB: 'United Kingdom',
  US: 'United States',
  CA: 'Canada',
  AU: 'Australia',
};
let regionNames: Intl.DisplayNames | undefined;

/** The English name of an ISO 3166 region code (`IN` -> `India`); the code itself if unknown. */
export const regionName = (code: string): string => {
  const known = REGION_NAMES[code.toUpperCase()];
  if (known) return known;
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** "Deliver to Bengaluru" from the IP lookup; the store's country until (or unless) it is known. */
export function HeaderLocation({ item, site }: { item: HeaderItem; site: SiteConfig }) {
  const place = useVisitorPlace(site.integrations.ipLookup.enabled);
  const where = place && place.city !== 'N/A' ? place.city : regionName(site.store.country);
  return (
    <p className="header-location">
      <Icon name="pin" size={18} />
      <span>
        <span className="header-location-label">{item.label}</span> <strong>{where}</strong>
      </span>
    </p>
  );
}
