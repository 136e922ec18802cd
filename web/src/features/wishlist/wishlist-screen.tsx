/**
 * The wishlist page: saved perfumes as cards, each with "Move to cart" (added to the cart, then taken
 * off the wishlist; only while the store has its cart on) and "Remove". A guest is asked to sign in (to
 * create an account only while sign-up is on), or told the page needs an account when nobody can sign
 * in; an empty list points to the shop. The page itself is behind the wishlist feature (pages/wishlist-page.tsx).
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { useAction } from '../../data/use-action.ts';
import { store } from '../../state/store.ts';
import { useSignedIn } from '../../state/signed-in.ts';
import { toast } from '../../state/toasts.ts';
import { signInRoute } from '../../data/auth-actions.ts';
import { addToCart } from '../../data/cart-actions.ts';
import { ProductCard } from '../../components/product/product-card.tsx';
import { ConfigHeading } from '../../content/config-heading.tsx';
import { useSite } from '../../data/use-site.ts';
import { featureOn, useFeature } from '../../data/features.ts';
import { FeatureUnavailable } from '../../components/ui/feature-unavailable.tsx';
import { toggleWishlist } from '../../data/wishlist-actions.ts';
import './wishlist.css';

export function WishlistScreen() {
  const auth = useSignedIn();
  const { data: site } = useSite();
  // the wishlist is an account's: a guest who cannot sign in gets the page that says so
  if (!auth && !featureOn(site, 'signIn')) return <FeatureUnavailable what="account" />;
  return (
    <>
      <ConfigHeading
        pageUrl="/wishlist"
        fallbackTitle="Your wishlist"
        fallbackDescription="The perfumes you saved at Attar House."
      />
      <section id="wishlist-content" className="wishlist-page" aria-label="Saved perfumes" tabIndex={-1}>
        {auth ? <SavedPerfumes /> : <GuestPrompt />}
      </section>
    </>
  );
}

function GuestPrompt() {
  const signUp = useFeature('signUp');
  return (
    <div className="empty-state">
      <p>Sign in to see the perfumes you saved, on any device.</p>
      <p className="empty-actions">
        <Link className="button" to={signInRoute('/wishlist')}>
          Sign in
        </Link>
        {signUp ? (
          <Link className="button button-quiet" to="/registration">
            Create an account
          </Link>
        ) : null}
      </p>
    </div>
  );
}

function SavedPerfumes() {
  const { data, error, isLoading, mutate } = useAction('wishlistList', {});
  const cart = useFeature('cart');
  const [status, setStatus] = useState<string>();
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const list = useRef<HTMLUListElement>(null);

  if (error && !data) return <ErrorState error={error} onRetry={() => void mutate()} title="Your wishlist did not load" />;
  if (isLoading || !data) return <Skeleton lines={6} label="Loading your wishlist" />;

  /** Runs one action per product at a time; says the result and keeps focus in the list. */
  async function act(product: Schemas['ProductSummary'], work: () => Promise<string | undefined>, success: string) {
    if (busy[product.productId]) return;
    setBusy((b) => ({ ...b, [product.productId]: true }));
    const index = data?.items.findIndex((p) => p.productId === product.productId) ?? 0;
    const error = await work();
    setBusy((b) => ({ ...b, [product.productId]: false }));
    if (error) {
      toast(error, 'error');
      return;
    }
    setStatus(success);
    // the card is gone: focus the next card's first action, or the list's heading
    requestAnimationFrame(() => {
      const items = list.current?.querySelectorAll('.wishlist-item');
      const item = items?.[Math.min(index, items.length - 1)];
      (
        item?.querySelector<HTMLButtonElement>('.wishlist-actions button:not([disabled])') ??
        document.getElementById('wishlist-content')
      )?.focus();
    });
  }

  const remove = (product: Schemas['ProductSummary']) =>
    act(product, () => toggleWishlist(product.productId, false), `${product.name} removed from your wishlist.`);

  const move = (product: Schemas['ProductSummary']) =>
    act(
      product,
      async () => (await addToCart(product.cin, 1)) ?? (await toggleWishlist(product.productId, false)),
      `${product.name} moved to your cart.`,
    );

  return (
    <>
      <p className={status ? 'wishlist-status' : 'visually-hidden'} role="status" aria-live="polite">
        {status ?? ''}
      </p>
      {data.items.length === 0 ? (
        <div className="empty-state">
          <p>Your wishlist is empty. Tap the heart on any perfume to keep it here.</p>
          <Link className="button" to="/shop">
            Browse perfumes
          </Link>
        </div>
      ) : (
        <>
          <p className="muted">
            {data.totalItems} {data.totalItems === 1 ? 'perfume' : 'perfumes'} saved
          </p>
          <ul ref={list} className="wishlist-grid">
            {data.items.map((product) => (
              <li key={product.productId} className="wishlist-item">
                <ProductCard product={product} showCart={false} showWishlist={false} headingLevel={2} />
                <div className="wishlist-actions">
                  {cart ? (
                    <button
                      type="button"
                      className="button button-small wishlist-move"
                      disabled={!product.inStock || busy[product.productId]}
                      aria-label={`${product.inStock ? 'Move to cart' : 'Sold out'}: ${product.name}`}
                      onClick={() => void move(product)}
                    >
                      {product.inStock ? 'Move to cart' : 'Sold out'}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button-quiet button-small"
                    disabled={busy[product.productId]}
                    onClick={() => void remove(product)}
                  >
                    Remove<span className="visually-hidden"> {product.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
