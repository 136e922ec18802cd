/**
 * `/cart`: the shopper's cart (a guest's cart or the buyer's), quantities, remove, clear, coupon and the
 * bill. The cart lives on the server (guest ids in storage), so it survives a reload.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState, Skeleton } from '../components/ui/status.tsx';
import { useTopOfPage } from '../features/checkout/use-top-of-page.ts';
import { signInRoute } from '../data/auth-actions.ts';
import { useCart } from '../data/cart-actions.ts';
import { clearCart, removeItem, setQuantity } from '../features/cart/cart-changes.ts';
import { CartLine } from '../features/cart/cart-line.tsx';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { CouponForm } from '../features/cart/coupon-form.tsx';
import { PriceSummary } from '../components/ui/price-summary.tsx';
import { useSite } from '../data/use-site.ts';
import { useFeature } from '../data/features.ts';
import { FeatureGate } from '../components/ui/feature-unavailable.tsx';
import { ConfigHeading } from '../content/config-heading.tsx';
import { toast } from '../state/toasts.ts';
import '../features/cart/cart.css';

export function CartPage() {
  return (
    <FeatureGate needs={['cart']}>
      <Cart />
    </FeatureGate>
  );
}

function Cart() {
  return (
    <>
      <ConfigHeading
        pageUrl="/cart"
        fallbackTitle="Your cart"
        fallbackDescription="The perfumes in your cart, your coupon and your total."
      />
      <CartContent />
    </>
  );
}

function CartContent() {
  useTopOfPage();
  const { cart, isLoading, error, isGuest, retry } = useCart();
  const { data: site } = useSite();
  const guestCheckout = site?.features.guestCheckout === true;
  const signIn = useFeature('signIn');
  const [clearProblem, setClearProblem] = useState<string>();

  if (isLoading && !cart) {
    return (
      <section className="cart-page container" aria-label="Your cart">
        <Skeleton lines={5} label="Loading your cart" />
      </section>
    );
  }
  if (error && !cart) {
    return (
      <section className="cart-page container" aria-label="Your cart">
        <ErrorState error={error} title="Your cart did not load" {...(retry ? { onRetry: retry } : {})} />
      </section>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <section className="cart-page container cart-empty" aria-label="Your cart">
        <p>Your cart is empty. Find a fragrance you love and it will wait for you here.</p>
        <p>
          <Link className="button" to="/shop">
            Browse all perfumes
          </Link>
        </p>
      </section>
    );
  }

  const kind = isGuest ? 'guest' : 'cart';
  return (
    <section className="cart-page container" aria-label="Your cart">
      {isGuest && signIn ? (
        <p className="cart-guest-note">
          You are shopping as a guest. <Link to={signInRoute('/checkout')}>Sign in</Link> to check out: your cart comes with you.
        </p>
      ) : null}
      <div className="cart-layout">
        <div className="cart-items">
          <h2 className="visually-hidden">Items</h2>
          <ul className="cart-lines">
            {cart.items.map((item) => (
              <CartLine
                key={item.cin}
                item={item}
                onQuantity={(cin, quantity) => setQuantity(cart, cin, quantity)}
                onRemove={async (cin) => {
                  const problem = await removeItem(cart, cin);
                  if (!problem) toast(`${item.name} ${item.variantLabel} removed from your cart`, 'success');
                  return problem;
                }}
              />
            ))}
          </ul>
          <div className="cart-tools">
            <ConfirmAction
              label="Clear cart"
              question={
                cart.summary.itemCount === 1
                  ? 'Remove the item from your cart?'
                  : `Remove all ${cart.summary.itemCount} items from your cart?`
              }
              confirmLabel="Yes, clear my cart"
              cancelLabel="Keep them"
              focus="confirm"
              className="confirm"
              onConfirm={async () => {
                const problem = await clearCart();
                setClearProblem(problem);
                if (!problem) toast('Your cart is empty now', 'success');
              }}
            />
            <Link to="/shop">Continue shopping</Link>
          </div>
          {clearProblem ? (
            <p className="cart-line-problem" role="alert">
              {clearProblem}
            </p>
          ) : null}
        </div>
        <aside className="cart-aside" aria-label="Summary and checkout">
          {isGuest && !guestCheckout ? (
            signIn ? (
              <p className="coupon-note">
                Coupons apply at checkout. <Link to={signInRoute('/cart')}>Sign in</Link> to use one.
              </p>
            ) : (
              <p className="coupon-note">
                Checking out needs an account, and signing in is not available in this store at the moment.
              </p>
            )
          ) : (
            <CouponForm kind={kind} cart={cart} coupon={cart.coupon} />
          )}
          <PriceSummary summary={cart.summary} coupon={cart.coupon} />
          {isGuest ? (
            <>
              {signIn ? (
                <Link className="button cart-checkout" to={signInRoute('/checkout')}>
                  Sign in to check out
                </Link>
              ) : null}
              {guestCheckout ? (
                <Link className="button button-quiet cart-checkout" to="/checkout">
                  Check out as a guest
                </Link>
              ) : null}
            </>
          ) : (
            <Link className="button cart-checkout" to="/checkout">
              Proceed to checkout
            </Link>
          )}
          <p className="cart-reassure">Free shipping across India. Secure payment by UPI or card.</p>
        </aside>
      </div>
    </section>
  );
}
