/**
 * `/checkout`: the signed-in buyer's checkout of the cart (`/checkout`) or of a buy-now item
 * (`?buyNow=<checkoutId>`), paying for a placed order (`?order=<orderId>`), and the guest checkout when
 * the site config switches it on. A guest otherwise is asked to sign in (the cart comes along), or told
 * that checking out needs an account when the store has sign-in off. Behind the store's cart feature.
 */
import { Link, useLocation, useSearchParams } from 'react-router';
import { Skeleton } from '../components/ui/status.tsx';
import { useSeo } from '../lib/seo.ts';
import { useTopOfPage } from '../features/checkout/use-top-of-page.ts';
import { store } from '../state/store.ts';
import { useSignedIn } from '../state/signed-in.ts';
import { signInRoute } from '../data/auth-actions.ts';
import { BuyNowStart, carriedPersonalisation } from '../features/checkout/buy-now-start.tsx';
import { QuantityRule } from '@attar/sdk/rules';
import { BuyerCheckout } from './checkout/buyer-checkout.tsx';
import { GuestCheckout } from './checkout/guest-checkout.tsx';
import { OrderPayment } from './checkout/order-payment.tsx';
import { useSite } from '../data/use-site.ts';
import { featureOn } from '../data/features.ts';
import { FeatureGate } from '../components/ui/feature-unavailable.tsx';
import '../features/cart/cart.css';
import '../features/checkout/checkout.css';

function CheckoutBody() {
  const auth = useSignedIn();
  const [params] = useSearchParams();
  const location = useLocation();
  const site = useSite();
  const orderId = params.get('order');
  const buyNowId = params.get('buyNow');
  const buyNowCin = params.get('buyNowCin');

  if (!auth) {
    if (!site.data && !site.error) return <Skeleton lines={4} label="Loading the checkout" />;
    if (site.data?.features.guestCheckout) return <GuestCheckout />;
    // nobody can sign in: the checkout of an account is not for this guest
    if (!featureOn(site.data, 'signIn'))
      return (
        <div className="checkout-signin">
          <p>Checking out needs an account, and signing in is not available in this store at the moment.</p>
          <p>
            <Link className="button button-quiet" to="/cart">
              Back to your cart
            </Link>
          </p>
        </div>
      );
    return (
      <div className="checkout-signin">
        <p>Please sign in to check out. Your cart comes with you, and you come straight back here.</p>
        <p>
          <Link className="button" to={signInRoute(`${location.pathname}${location.search}`)}>
            Sign in to check out
          </Link>{' '}
          <Link className="button button-quiet" to="/cart">
            Back to your cart
          </Link>
        </p>
      </div>
    );
  }
  if (orderId) return <OrderPayment orderId={orderId} />;
  if (buyNowCin) {
    const asked = Number(params.get('quantity')) || QuantityRule.minimum;
    const quantity = Math.min(QuantityRule.maximum, Math.max(QuantityRule.minimum, asked));
    return <BuyNowStart cin={buyNowCin} quantity={quantity} carried={carriedPersonalisation(params)} />;
  }
  return <BuyerCheckout key={buyNowId ?? 'cart'} buyNowId={buyNowId ?? undefined} />;
}

export function CheckoutPage() {
  return (
    <FeatureGate needs={['cart']}>
      <Checkout />
    </FeatureGate>
  );
}

function Checkout() {
  useSeo('Checkout', 'Choose your delivery address and payment method, and place your order.');
  useTopOfPage();
  return (
    <section className="checkout-page container" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <CheckoutBody />
    </section>
  );
}
