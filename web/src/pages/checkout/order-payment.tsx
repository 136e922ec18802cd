/**
 * Paying for a signed-in buyer's placed order (`/checkout?order=OD…`): right after placing it, or again
 * after a reload or a failed payment. A paid order goes to the success page.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { matchActions } from '../../data/keys.ts';
import { useAction } from '../../data/use-action.ts';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { buyerPaymentDriver } from '../../features/payment/payment-driver.ts';
import { PaymentStep } from '../../features/payment/payment-step.tsx';
import { paymentCallOptions } from '../../features/payment/scenario.ts';

interface ArrivalState {
  autoPay?: boolean;
  payment?: Schemas['OrderPaymentHandoff'];
}

export function OrderPayment({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const arrival = (location.state ?? {}) as ArrivalState;
  const [autoPay] = useState(arrival.autoPay === true);
  const order = useAction('ordersGet', { orderId });
  const methods = useAction('checkoutPaymentMethods', { type: 'CART', version: 1 });
  const data = order.data;
  const handoff = arrival.payment?.orderId === orderId ? arrival.payment : undefined;
  const options = useMemo(() => paymentCallOptions(location.search), [location.search]);
  const driver = useMemo(
    () =>
      data
        ? buyerPaymentDriver(
            { orderId, amount: handoff?.amount ?? data.summary.total, ...(handoff ? { pinfo: handoff.pinfo } : {}) },
            options,
          )
        : undefined,
    // one driver per order (made once the order has loaded); later reads of the order do not replace it
    [orderId, data === undefined, options],
  );

  // a reload must not open another payment by itself: the arrival flag is used once
  useEffect(() => {
    if (arrival.autoPay)
      navigate(`${location.pathname}${location.search}`, { replace: true, state: { payment: arrival.payment } });
  }, []);

  const paid = data?.paymentStatus === 'SUCCESS';
  useEffect(() => {
    if (paid) navigate(`/checkout/success/${encodeURIComponent(orderId)}`, { replace: true });
  }, [paid, orderId, navigate]);

  if (order.error && !data)
    return <ErrorState error={order.error} title="This order did not load" onRetry={() => void order.mutate()} />;
  if (!data || !driver || paid) return <Skeleton lines={4} label="Loading your order" />;
  if (data.status === 'CANCELLED') {
    return (
      <div className="checkout-empty">
        <p>Order {orderId} was cancelled, so it can no longer be paid.</p>
        <Link className="button" to="/cart">
          Back to your cart
        </Link>
      </div>
    );
  }

  return (
    <PaymentStep
      driver={driver}
      amount={data.summary.total}
      mode={handoff?.mode ?? data.paymentMode}
      methods={methods.data?.methods ?? []}
      autoStart={autoPay}
      serverStatus={data.paymentStatus}
      onPaid={(id) => {
        void mutate(matchActions('ordersGet', 'ordersList', 'ordersListActive'));
        navigate(`/checkout/success/${encodeURIComponent(id)}`, { replace: true });
      }}
    />
  );
}
