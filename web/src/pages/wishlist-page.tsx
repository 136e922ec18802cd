/** `/wishlist`: the perfumes the buyer saved (features/wishlist). */
import { WishlistScreen } from '../features/wishlist/wishlist-screen.tsx';

export function WishlistPage() {
  return <WishlistScreen />;
}
