/**
 * Guest checkout, shown only when the site config switches `features.guestCheckout` on (this store has
 * it off): the guest's details (`guest.setDetails`), a typed delivery address, billing the same or
 * another, a payment method, the guest cart with its coupon, then `guest.createOrder` once and payment
 * (`guest.pay`, `guest.verifyRazorpay`).
 */
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { useLatch } from '../../lib/use-latch.ts';
import { ErrorState, Skeleton, errorMessage } from '../../components/ui/status.tsx';
import { useCart } from '../../data/cart-actions.ts';
import { revalidateGuestCart } from '../../data/cart-cache.ts';
import { CouponForm } from '../../features/cart/coupon-form.tsx';
import { readGuestAddress, saveGuestAddress } from '../../data/guest-address.ts';
import { useGuestIds } from '../../data/guest-session.ts';
import { PriceSummary } from '../../components/ui/price-summary.tsx';
import { guestPaymentDriver, type MethodChoice, type PaymentMode } from '../../features/payment/payment-driver.ts';
import { PaymentStep } from '../../features/payment/payment-step.tsx';
import { paymentCallOptions } from '../../features/payment/scenario.ts';
import { addressLine, storedAddressValues } from '../../kit/address.ts';
import { CheckoutAddressForm } from '../../features/checkout/address-form.tsx';
import { CheckoutItems } from '../../features/checkout/checkout-items.tsx';
import { GuestDetails, type GuestDetailsValue } from '../../features/checkout/guest-details.tsx';
import { ItemServiceability } from '../../features/checkout/item-serviceability.tsx';
import { PaymentMethods } from '../../features/payment/payment-methods.tsx';

/** The buyer's method list needs a signed-in buyer; a guest chooses from the store's three modes. */
const GUEST_METHODS: readonly MethodChoice[] = [
  { mode: 'UPI', label: 'UPI', description: 'Pay with any UPI app.', enabled: true },
  {
    mode: 'RAZORPAY',
    label: 'Card through Razorpay',
    description: 'Credit and debit cards, netbanking and wallets.',
    enabled: true,
  },
  { mode: 'PAYU', label: 'Card through PayU', description: 'Credit and debit cards.', enabled: true },
];

interface PlacedGuestOrder {
  guestId: string;
  orderId: string;
  amount: number;
  mode: PaymentMode;
}
const PLACED_KEY = 'attar.guestOrder';
const readPlaced = (): PlacedGuestOrder | undefined => {
  try {
    return JSON.parse(sessionStorage.getItem(PLACED_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
};

export function GuestCheckout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { cart, isLoading, error, retry } = useCart();
  const ids = useGuestIds();
  const [details, setDetails] = useState<GuestDetailsValue>();
  const [shipping, setShipping] = useState<Schemas['AddressInput']>();
  const [same, setSame] = useState(true);
  const [billing, setBilling] = useState<Schemas['AddressInput']>();
  const [mode, setMode] = useState<PaymentMode>('UPI');
  const [placed, setPlaced] = useState<PlacedGuestOrder | undefined>(readPlaced);
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string>();
  const placingLatch = useLatch();
  const options = useMemo(() => paymentCallOptions(location.search), [location.search]);
  const driver = useMemo(() => (placed ? guestPaymentDriver(placed, options) : undefined), [placed, options]);

  if (placed && driver) {
    return (
      <PaymentStep
        driver={driver}
        amount={placed.amount}
        mode={placed.mode}
        methods={GUEST_METHODS}
        autoStart
        onPaid={(orderId) => {
          sessionStorage.removeItem(PLACED_KEY);
          navigate(`/checkout/success/${encodeURIComponent(orderId)}`, { replace: true });
        }}
      />
    );
  }
  if (isLoading && !cart) return <Skeleton lines={6} label="Loading your cart" />;
  if (error && !cart) return <ErrorState error={error} title="Your cart did not load" {...(retry ? { onRetry: retry } : {})} />;
  if (!cart || !ids || cart.items.length === 0) {
    return (
      <div className="checkout-empty">
        <p>There is nothing to check out: your cart is empty.</p>
        <Link className="button" to="/shop">
          Browse all perfumes
        </Link>
      </div>
    );
  }

  const ready = Boolean(details && shipping && (same || billing));
  const place = async () => {
    if (!ready || !shipping || !placingLatch.take()) return;
    setPlacing(true);
    setPlaceError(undefined);
    const result = await api.guest.createOrder({
      ...ids,
      paymentMode: mode,
      shippingAddress: shipping,
      sameAsShipping: same,
      ...(same || !billing ? {} : { billingAddress: billing }),
    });
    setPlacing(false);
    if (result.error) {
      placingLatch.release();
      setPlaceError(errorMessage(result.error));
      return;
    }
    // the latch stays taken: the order exists and the payment step replaces this form
    const order = result.data.order;
    const next = { guestId: ids.guestId, orderId: order.orderId, amount: order.summary.total, mode: order.paymentMode };
    sessionStorage.setItem(PLACED_KEY, JSON.stringify(next));
    void revalidateGuestCart();
    setPlaced(next);
  };

  return (
    <div className="checkout-layout">
      <ol className="checkout-steps">
        <li>
          <section aria-labelledby="guest-step-details">
            <h2 id="guest-step-details">1. Your details</h2>
            {details ? (
              <div className="step-done">
                <p>
                  {details.name}, {details.email}, {details.mobile}
                </p>
                <button type="button" className="button button-quiet button-small" onClick={() => setDetails(undefined)}>
                  Change details
                </button>
              </div>
            ) : (
              <GuestDetails
                onSubmit={async (value) => {
                  const result = await api.guest.setDetails({ ...ids, ...value });
                  if (result.error) return errorMessage(result.error);
                  setDetails(value);
                  return undefined;
                }}
              />
            )}
          </section>
        </li>
        <li>
          <section aria-labelledby="guest-step-address">
            <h2 id="guest-step-address">2. Delivery address</h2>
            {shipping ? (
              <div className="step-done">
                <p>
                  <strong>Delivering to {shipping.addressee}</strong>
                  <br />
                  {addressLine(shipping)}
                </p>
                <ItemServiceability items={cart.items} pincode={shipping.zipcode} />
                <button type="button" className="button button-quiet button-small" onClick={() => setShipping(undefined)}>
                  Change address
                </button>
              </div>
            ) : (
              <CheckoutAddressForm
                lookup={false}
                title="Delivery address"
                submitLabel="Deliver here"
                prefill={storedAddressValues(readGuestAddress())}
                onSubmit={async (input) => {
                  saveGuestAddress(input);
                  setShipping(input);
                }}
              />
            )}
            <label className="check-option">
              <input type="checkbox" checked={same} onChange={(e) => setSame(e.target.checked)} /> Billing address is the same as
              the delivery address
            </label>
            {!same && !billing ? (
              <CheckoutAddressForm
                lookup={false}
                title="Billing address"
                submitLabel="Use this billing address"
                onSubmit={async (input) => void setBilling(input)}
              />
            ) : null}
            {!same && billing ? (
              <p>
                Billing: {billing.addressee}, {addressLine(billing)}{' '}
                <button type="button" className="link-button" onClick={() => setBilling(undefined)}>
                  Change billing address
                </button>
              </p>
            ) : null}
          </section>
        </li>
        <li>
          <section aria-labelledby="guest-step-pay">
            <h2 id="guest-step-pay">3. Payment method and review</h2>
            <PaymentMethods methods={GUEST_METHODS} value={mode} onChange={setMode} disabled={placing} />
            <CheckoutItems items={cart.items} />
          </section>
        </li>
      </ol>
      <aside className="checkout-aside" aria-label="Order summary">
        <CouponForm kind="guest" cart={cart} coupon={cart.coupon} />
        <PriceSummary summary={cart.summary} coupon={cart.coupon} />
        {placeError ? (
          <p className="form-error" role="alert">
            {placeError}
          </p>
        ) : null}
        <button type="button" className="button checkout-place" onClick={() => void place()} disabled={!ready || placing}>
          {placing ? 'Placing your order…' : 'Place order and pay'}
        </button>
        <p className="checkout-hint">{ready ? 'You pay on the next step.' : 'Give your details and a delivery address first.'}</p>
      </aside>
    </div>
  );
}
