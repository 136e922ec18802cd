/**
 * The heart that saves a perfume to the wishlist, shared by cards and the product page. The state comes
 * from the wishlist read (data/wishlist-actions.ts); while a toggle is on its way the button shows the new state.
 */
import { useEffect, useState } from 'react';
import { toggleWishlist, useWishlist, WISHLIST_SIGN_IN_MESSAGE, type WishlistView } from '../../data/wishlist-actions.ts';
import { useWishlistFromProvider } from '../../data/wishlist-context.tsx';
import { toast } from '../../state/toasts.ts';

interface Props {
  productId: string;
  productName: string;
  /** What the catalogue said (`wishlisted`), used until the wishlist itself has loaded. */
  initial?: boolean | undefined;
  /** `icon`: a round heart on a card; `full`: a labelled button on the product page. */
  look?: 'icon' | 'full';
}

export function WishlistButton(props: Props) {
  const shared = useWishlistFromProvider();
  return shared ? <Heart {...props} wishlist={shared} /> : <SelfReadingHeart {...props} />;
}

function SelfReadingHeart(props: Props) {
  return <Heart {...props} wishlist={useWishlist()} />;
}

function Heart({ productId, productName, initial, look = 'icon', wishlist }: Props & { wishlist: WishlistView }) {
  const [pending, setPending] = useState<boolean | null>(null);
  const listed = wishlist.isLoading && initial !== undefined ? initial : wishlist.productIds.includes(productId);
  const on = pending ?? listed;
  const idsKey = wishlist.productIds.join();

  // the wishlist answered (or changed): its ids are the truth again
  useEffect(() => setPending(null), [idsKey]);

  async function onClick() {
    if (pending !== null) return;
    const next = !on;
    setPending(next);
    const error = await toggleWishlist(productId, next);
    if (error) {
      setPending(null);
      // a guest is on the way to sign in: tell them why, not as a failure
      toast(error, error === WISHLIST_SIGN_IN_MESSAGE ? 'info' : 'error');
    } else {
      toast(next ? `${productName} saved to your wishlist` : `${productName} removed from your wishlist`, 'success');
    }
  }

  // a toggle keeps one name; aria-pressed says whether it is on
  const label = `Save ${productName} to wishlist`;
  return (
    <button
      type="button"
      className={look === 'icon' ? 'wishlist-button wishlist-icon' : 'button button-quiet wishlist-button wishlist-full'}
      aria-pressed={on}
      aria-label={look === 'icon' ? label : undefined}
      aria-busy={pending !== null || undefined}
      onClick={() => void onClick()}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2 0 3.4 1.1 5.1 3 1.7-1.9 3.1-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {look === 'full' ? <span>Save to wishlist</span> : null}
    </button>
  );
}
