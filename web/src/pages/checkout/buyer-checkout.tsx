/**
 * The signed-in buyer's checkout of the cart or of a buy-now checkout: address, payment method, review
 * with coupon, then the order is placed once (one idempotency key per attempt) and paid.
 */
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { useAction } from '../../data/use-action.ts';
import { useLatch } from '../../lib/use-latch.ts';
import { ErrorState, Skeleton, errorMessage } from '../../components/ui/status.tsx';
import { useCart } from '../../data/cart-actions.ts';
import { CouponForm } from '../../features/cart/coupon-form.tsx';
import { PriceSummary } from '../../components/ui/price-summary.tsx';
import { CheckoutAddresses, type ConfirmedAddresses } from '../../features/checkout/checkout-addresses.tsx';
import { CheckoutItems } from '../../features/checkout/checkout-items.tsx';
import { recallAddresses, rememberAddresses } from '../../features/checkout/checkout-memory.ts';
import { codeOf } from '../../kit/field-errors.ts';
import { orderRequest } from '../../features/checkout/order-request.ts';
import { createOrderSubmitter } from '../../features/checkout/order-submitter.ts';
import { PaymentMethods } from '../../features/payment/payment-methods.tsx';

export interface BuyerCheckoutProps {
  /** A buy-now checkout's id; the cart otherwise. */
  buyNowId?: string | undefined;
}

/** The query string to keep on the next checkout URL (the dev-only scenario switch). */
export const keptQuery = (search: string): string => {
  const scenario = new URLSearchParams(search).get('scenario');
  return scenario ? `&scenario=${encodeURIComponent(scenario)}` : '';
};

export function BuyerCheckout({ buyNowId }: BuyerCheckoutProps) {
  const kind = buyNowId ? 'buyNow' : 'cart';
  const navigate = useNavigate();
  const location = useLocation();
  const cartView = useCart();
  const checkoutId = buyNowId ?? cartView.cart?.checkoutId;
  const methods = useAction('checkoutPaymentMethods', { type: kind === 'cart' ? 'CART' : 'BUY_NOW', version: 1 });
  // the chosen method rides in the URL (`&method=UPI`), so a reload keeps it
  const [params, setParams] = useSearchParams();
  const [picked, setPicked] = useState<Schemas['PaymentMode']>();
  const wanted = picked ?? params.get('method');
  const chosenMode = methods.data?.methods.find((m) => m.enabled && m.mode === wanted)?.mode;
  const setChosenMode = (next: Schemas['PaymentMode']) => {
    setPicked(next); // checked at once; the URL follows with the navigation
    setParams(
      (now) => {
        const kept = new URLSearchParams(now);
        kept.set('method', next);
        return kept;
      },
      { replace: true },
    );
  };
  const baseCart = kind === 'cart' ? cartView.cart : undefined;
  const mode = chosenMode ?? baseCart?.paymentMode ?? methods.data?.defaultMode;
  const reviewInput = checkoutId && mode ? { checkoutId, paymentMode: mode } : null;
  const cartReview = useAction('cartReview', kind === 'cart' && baseCart?.items.length ? reviewInput : null);
  const buyNowReview = useAction(
    'checkoutReviewBuyNow',
    kind === 'buyNow' && reviewInput ? { ...reviewInput, buyNow: true } : null,
  );
  const review = kind === 'cart' ? cartReview : buyNowReview;
  const cart = review.data?.cart ?? baseCart;

  // null: the buyer asked to change the address; undefined: nothing chosen on this page yet, so the
  // addresses confirmed before a reload count while the cart still has them
  const [chosen, setChosen] = useState<ConfirmedAddresses | null>();
  const confirmed = chosen === null ? undefined : (chosen ?? (cart ? recallAddresses(cart) : undefined));
  const setConfirmed = (next: ConfirmedAddresses | undefined) => {
    setChosen(next ?? null);
    if (checkoutId) rememberAddresses(checkoutId, next);
  };
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string>();
  const placingLatch = useLatch();
  const attempt = useMemo(
    () => (checkoutId ? createOrderSubmitter<Awaited<ReturnType<typeof api.orders.create>>>(checkoutId) : undefined),
    [checkoutId],
  );

  const loadError = (kind === 'cart' ? cartView.error : undefined) ?? methods.error ?? (review.data ? undefined : review.error);
  if (!cart) {
    if (loadError)
      return (
        <ErrorState
          error={loadError}
          title="Your checkout did not load"
          onRetry={() => void Promise.all([methods.mutate(), review.mutate(), cartView.retry?.()])}
        />
      );
    if (kind === 'cart' && !cartView.isLoading && !cartView.cart) return <EmptyCheckout />;
    return <Skeleton lines={6} label="Loading your checkout" />;
  }
  if (cart.items.length === 0) return <EmptyCheckout />;

  const reviewed = review.data;
  const ready = Boolean(reviewed && confirmed && mode);
  const place = async () => {
    if (!reviewed || !confirmed || !mode || !attempt || !placingLatch.take()) return;
    setPlacing(true);
    setPlaceError(undefined);
    const choices = {
      paymentMode: mode,
      shippingAddressId: confirmed.shippingAddressId,
      billingAddressId: confirmed.billingAddressId,
    };
    const result = await attempt.submit((key) => api.orders.create(orderRequest(reviewed, choices, key)));
    if (result.error) {
      placingLatch.release();
      setPlacing(false);
      setPlaceError(errorMessage(result.error));
      if (codeOf(result.error) === 'order.priceChanged') void review.mutate();
      return;
    }
    // the latch stays taken and the button busy: the order exists, the page is leaving for its payment
    attempt.finish();
    rememberAddresses(reviewed.cart.checkoutId, undefined);
    const { order, payment } = result.data;
    // the checkout is spent: its priced reads are dropped (not re-read, it is empty now), the cart re-read
    void mutate(matchActions('cartReview', 'checkoutReviewBuyNow'), undefined, { revalidate: false });
    void mutate(matchActions('cartGet', 'checkoutPaymentMethods', 'ordersList', 'ordersListActive'));
    navigate(`/checkout?order=${encodeURIComponent(order.orderId)}${keptQuery(location.search)}`, {
      replace: true,
      state: { autoPay: true, payment },
    });
  };

  return (
    <div className="checkout-layout">
      <ol className="checkout-steps">
        <li>
          <section aria-labelledby="step-address">
            <h2 id="step-address">1. Delivery address</h2>
            <CheckoutAddresses kind={kind} cart={cart} confirmed={confirmed} onConfirmed={setConfirmed} />
          </section>
        </li>
        <li>
          <section aria-labelledby="step-payment">
            <h2 id="step-payment">2. Payment method</h2>
            {methods.data ? (
              <PaymentMethods
                methods={methods.data.methods}
                value={mode}
                onChange={setChosenMode}
                disabled={placing}
                legendHidden
              />
            ) : methods.error ? (
              <ErrorState error={methods.error} title="Payment methods did not load" onRetry={() => void methods.mutate()} />
            ) : (
              <Skeleton lines={3} label="Loading payment methods" />
            )}
          </section>
        </li>
        <li>
          <section aria-labelledby="step-review">
            <h2 id="step-review">3. Review and pay</h2>
            <CheckoutItems items={cart.items} />
            {review.error && !reviewed ? (
              <ErrorState error={review.error} title="We could not price your order" onRetry={() => void review.mutate()} />
            ) : null}
          </section>
        </li>
      </ol>
      <aside className="checkout-aside" aria-label="Order summary">
        <CouponForm
          kind={kind}
          cart={cart}
          coupon={reviewed?.coupon ?? cart.coupon}
          onCheckoutChange={(id) =>
            navigate(`/checkout?buyNow=${encodeURIComponent(id)}${keptQuery(location.search)}`, { replace: true })
          }
        />
        <PriceSummary summary={reviewed?.totals ?? cart.summary} coupon={reviewed?.coupon ?? cart.coupon} />
        {placeError ? (
          <p className="form-error" role="alert">
            {placeError}
          </p>
        ) : null}
        <button
          type="button"
          className="button checkout-place"
          onClick={() => void place()}
          disabled={!ready || placing}
          aria-describedby="place-hint"
        >
          {placing ? 'Placing your order…' : 'Place order and pay'}
        </button>
        <p id="place-hint" className="checkout-hint">
          {confirmed
            ? reviewed
              ? 'You pay on the next step. Free shipping across India.'
              : 'Pricing your order…'
            : 'Choose a delivery address first.'}
        </p>
      </aside>
    </div>
  );
}

function EmptyCheckout() {
  return (
    <div className="checkout-empty">
      <p>There is nothing to check out: your cart is empty.</p>
      <Link className="button" to="/shop">
        Browse all perfumes
      </Link>
    </div>
  );
}
