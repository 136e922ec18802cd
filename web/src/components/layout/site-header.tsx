/**
 * The common header (docs/product-rules.md §2): logo, search bar, location, service booking, wishlist and
 * cart with counts, profile, and the mega menu of categories with their products; every item behind
 * its enable flag in the site configuration. Narrow screens get a Menu button and a drawer instead of
 * the mega menu. Until (or if never) the configuration loads: a minimal header with the shop's name.
 */
import { lazy, Suspense } from 'react';
import { preloadable } from '../../lib/preloadable.ts';
import { AppLink } from '../../components/ui/app-link.tsx';
import { useSite, type SiteConfig } from '../../data/use-site.ts';
import { featureOn, useFeature } from '../../data/features.ts';
import { safeImage } from '../../lib/safe-url.ts';
import type { MenuItem } from './menu-link.tsx';
import { CartLink, HeaderLocation, ProfileLink, ServiceBookingLink, WishlistLink } from './header-actions.tsx';
import { WhatsAppLink } from './whatsapp-link.tsx';
import { useIsWide } from '../../state/window-size.ts';
import { MobileMenu } from './mobile-menu.tsx';
import './layout.css';

const FALLBACK_NAME = 'Attar House';

/**
 * The mega menu is for wide screens only (narrow ones get the drawer): a phone never loads or renders
 * it. On a wide screen its code follows the first view, with its row reserved (the placeholder has the
 * bar's height) so nothing below it moves when it arrives.
 */
const LazyMegaMenu = lazy(() => import('./mega-menu.tsx').then((m) => ({ default: m.MegaMenu })));
function MegaMenu({ items }: { items: readonly MenuItem[] }) {
  const wide = useIsWide();
  const placeholder = <div className="mega-menu mega-menu-placeholder" aria-hidden="true" />;
  // the server and the hydration cannot know the width: they keep the row (CSS hides it on a phone)
  if (wide === undefined) return placeholder;
  if (!wide) return null;
  return (
    <Suspense fallback={placeholder}>
      <LazyMegaMenu items={items} />
    </Suspense>
  );
}

/** The search bar is behind its flag (off in the store's configuration): its code loads only when on. */
const LazySearch = preloadable('header-search', () => import('./header-search.tsx').then((m) => m.HeaderSearch));
function HeaderSearch(props: { placeholder: string; className: string }) {
  return (
    <Suspense fallback={null}>
      <LazySearch {...props} />
    </Suspense>
  );
}

function Logo({ site }: { site: SiteConfig | undefined }) {
  const logo = site?.header.logo;
  // an address the allow-list refuses (lib/safe-url.ts) shows the shop's name instead
  const src = logo ? safeImage(logo.url, site.imageHosts) : null;
  return (
    <AppLink to="/" className="logo">
      {logo && src ? (
        <img src={src} alt={logo.altText || site.store.name} width={logo.width ?? 160} height={logo.height ?? 48} />
      ) : (
        <span className="logo-text">{site?.store.name ?? FALLBACK_NAME}</span>
      )}
    </AppLink>
  );
}

/**
 * The header before the configuration arrives (`loading`: with empty rows where the location line and
 * the mega menu will be, so the page below does not move when they come; index.html's shell draws the
 * same), or when it failed: the shop's name linking home.
 */
export function MinimalHeader({ loading }: { loading: boolean }) {
  return (
    <header className="site-header">
      <div className="header-bar">
        <Logo site={undefined} />
        {loading ? (
          <p className="header-location" aria-hidden="true">
            <svg className="icon" width="18" height="18" />
            <span>&nbsp;</span>
          </p>
        ) : null}
      </div>
      {loading ? <div className="mega-menu mega-menu-placeholder" aria-hidden="true" /> : null}
    </header>
  );
}

export function SiteHeader() {
  const { data: site, error } = useSite();
  const wishlistOn = useFeature('wishlist');
  if (!site) return <MinimalHeader loading={!error} />;
  const { header } = site;
  const search = header.searchBar.enabled ? header.searchBar : null;
  const wishlist = header.wishlist.enabled && wishlistOn;
  const cart = header.cart.enabled && featureOn(site, 'cart');
  const signIn = featureOn(site, 'signIn');
  const menuItems = header.megaMenu.enabled ? header.megaMenu.items : [];

  const drawerLinks = (
    <ul className="drawer-actions">
      {header.serviceBooking.enabled ? (
        <li>
          <ServiceBookingLink item={header.serviceBooking} className="drawer-action" />
        </li>
      ) : null}
      {wishlist ? (
        <li>
          <WishlistLink item={header.wishlist} className="drawer-action" />
        </li>
      ) : null}
      {header.profile.enabled ? (
        <li>
          <ProfileLink item={header.profile} signInEnabled={signIn} className="drawer-action" />
        </li>
      ) : null}
    </ul>
  );

  return (
    <header className="site-header">
      <div className="header-bar">
        <MobileMenu
          items={menuItems}
          top={search ? <HeaderSearch placeholder={search.placeholder} className="drawer-search" /> : null}
          bottom={drawerLinks}
        />
        <Logo site={site} />
        {search ? <HeaderSearch placeholder={search.placeholder} className="header-search-wide" /> : null}
        {header.location.enabled ? <HeaderLocation item={header.location} site={site} /> : null}
        <div className="header-actions">
          {header.serviceBooking.enabled ? <ServiceBookingLink item={header.serviceBooking} className="wide-only" /> : null}
          {wishlist ? <WishlistLink item={header.wishlist} className="wide-only" /> : null}
          {cart ? <CartLink item={header.cart} /> : null}
          {header.profile.enabled ? <ProfileLink item={header.profile} signInEnabled={signIn} className="wide-only" /> : null}
          <WhatsAppLink config={site.footer.whatsApp} placement="header" />
        </div>
      </div>
      {menuItems.length > 0 ? <MegaMenu items={menuItems} /> : null}
    </header>
  );
}
