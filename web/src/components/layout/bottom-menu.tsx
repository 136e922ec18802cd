/**
 * The mobile bottom menu (under 768 px): Shop, Wishlist, Cart, Account from the configuration, with
 * the wishlist and cart counts, each while the store has its feature on. Account opens sign-in for a
 * guest, and is left out for a guest while sign-in is off.
 */
import { safePath } from '../../lib/safe-url.ts';
import { NavLink } from 'react-router';
import { useCart } from '../../data/cart-actions.ts';
import { useWishlist } from '../../data/wishlist-actions.ts';
import { type SiteConfig } from '../../data/use-site.ts';
import { featureOn, useFeature } from '../../data/features.ts';
import { store } from '../../state/store.ts';
import { useSignedIn } from '../../state/signed-in.ts';
import { itemsLabel, useSignInHref } from './header-actions.tsx';
import { Icon, type IconName } from './icons.tsx';

type Item = SiteConfig['footer']['mobileBottomMenu']['items'][number];

const ICONS: Record<string, IconName> = {
  store: 'store',
  heart: 'heart',
  bag: 'bag',
  user: 'user',
  shop: 'store',
  cart: 'bag',
  wishlist: 'heart',
  account: 'user',
};

function BottomLink({ item, to, count }: { item: Item; to: string; count?: number }) {
  const counted = count !== undefined && count > 0;
  return (
    <NavLink to={to} className="bottom-link" aria-label={counted ? `${item.label}, ${itemsLabel(count)}` : undefined}>
      <span className="header-action-icon">
        <Icon name={ICONS[item.icon] ?? ICONS[item.id] ?? 'store'} />
        {counted ? (
          <span className="count-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span>{item.label}</span>
    </NavLink>
  );
}

/** The account item of a guest: the sign-in page, coming back here after. */
function SignInItem({ item }: { item: Item }) {
  return <BottomLink item={item} to={useSignInHref()} />;
}

function WishlistItem({ item }: { item: Item }) {
  const { count } = useWishlist();
  return <BottomLink item={item} to={item.link} count={count} />;
}

function CartItem({ item }: { item: Item }) {
  const { itemCount } = useCart();
  return <BottomLink item={item} to={item.link} count={itemCount} />;
}

export function BottomMenu({ site }: { site: SiteConfig }) {
  const auth = useSignedIn();
  const offered: Record<string, boolean> = {
    wishlist: useFeature('wishlist'),
    cart: featureOn(site, 'cart'),
    account: auth || featureOn(site, 'signIn'),
  };
  const menu = site.footer.mobileBottomMenu;
  if (!menu.enabled) return null;
  // an item whose link is not a path of the shop (lib/safe-url.ts) is left out, and so is a feature that is off
  const items = menu.items.filter((item) => safePath(item.link, '') !== '' && offered[item.id] !== false);
  if (items.length === 0) return null;
  return (
    <>
      {/* the page's room for the menu on phones, so its end is not hidden under it */}
      <div className="bottom-menu-room" aria-hidden="true" />
      <nav className="bottom-menu" aria-label="Quick links">
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              {item.id === 'wishlist' ? (
                <WishlistItem item={item} />
              ) : item.id === 'cart' ? (
                <CartItem item={item} />
              ) : item.id === 'account' && !auth ? (
                <SignInItem item={item} />
              ) : (
                <BottomLink item={item} to={item.link} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
