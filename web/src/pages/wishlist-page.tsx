/** `/wishlist`: the perfumes the buyer saved (features/wishlist), behind the store's wishlist feature. */
import { FeatureGate } from '../components/ui/feature-unavailable.tsx';
import { WishlistScreen } from '../features/wishlist/wishlist-screen.tsx';

export function WishlistPage() {
  return (
    <FeatureGate needs={['wishlist']}>
      <WishlistScreen />
    </FeatureGate>
  );
}
