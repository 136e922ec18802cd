/**
 * One order in full: status and payment, retry payment and cancel where the shop allows them, each
 * shipment with its items, tracking timeline, return or replacement, refund account and reviews, then
 * the money (deductions, additions, total) and the delivery and billing addresses.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, formatINR, type Schemas } from '@attar/sdk';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { useAction } from '../../data/use-action.ts';
import { useSeo } from '../../lib/seo.ts';
import { AddressView } from '../../features/profile/address-book.tsx';
import { FulfillmentReviews } from '../../features/reviews/fulfillment-reviews.tsx';
import { AfterSaleRequest } from '../../features/orders/after-sale-request.tsx';
import { AfterSaleStatus } from '../../features/orders/after-sale-status.tsx';
import { CancelOrder } from '../../features/orders/cancel-order.tsx';
import { formatDate, formatDateTime } from '../../lib/ist-dates.ts';
import { isDelivered, PAYMENT_MODE_LABEL, PAYMENT_STATUS_LABEL } from '../../features/orders/order-format.ts';
import { OrderLines } from '../../features/orders/order-lines.tsx';
import { OrderTotals } from '../../features/orders/order-totals.tsx';
import { RetryPayment } from '../../features/orders/retry-payment.tsx';
import { StatusBadge } from '../../features/orders/status-badge.tsx';
import { TrackingTimeline } from '../../features/orders/tracking-timeline.tsx';
import '../../features/orders/orders.css';

/** "Paid by UPI", "UPI payment failed", "Card (PayU) payment pending". */
function paymentLine(order: Schemas['Order']): string {
  const mode = PAYMENT_MODE_LABEL[order.paymentMode];
  if (order.paymentStatus === 'SUCCESS') return `Paid by ${mode}`;
  return `${mode} ${PAYMENT_STATUS_LABEL[order.paymentStatus].toLowerCase()}`;
}

export function OrderDetail({ orderId }: { orderId: string }) {
  useSeo(`Order ${orderId}`, 'Your order at Attar House: items, tracking, payment and returns.');
  const { data: order, error, isLoading, mutate } = useAction('ordersGet', { orderId });
  const [notice, setNotice] = useState<string>();

  if (error && !order) {
    if (error instanceof ApiError && (error.httpStatus === 404 || error.status === 404)) {
      return (
        <section className="order-detail not-found">
          <h1>We could not find order {orderId}</h1>
          <p>{error.message}</p>
          <Link className="button" to="/profile/orders">
            See your orders
          </Link>
        </section>
      );
    }
    return (
      <section className="order-detail">
        <h1>Order {orderId}</h1>
        <ErrorState error={error} onRetry={() => void mutate()} title="Your order did not load" />
      </section>
    );
  }
  if (isLoading || !order) {
    return (
      <section className="order-detail">
        <h1>Order {orderId}</h1>
        <Skeleton lines={8} label="Loading your order" />
      </section>
    );
  }

  // a paid order on its way: say why there is no cancel, and what is possible instead
  const paidOnItsWay =
    !order.cancellable &&
    order.paymentStatus === 'SUCCESS' &&
    order.status !== 'CANCELLED' &&
    !order.fulfillments.some((f) => isDelivered(f));
  return (
    <article className="order-detail" aria-labelledby="order-title">
      <p className="order-back">
        <Link to="/profile/orders">
          <span aria-hidden="true">←</span> Your orders
        </Link>
      </p>
      <header className="order-head">
        <div>
          <h1 id="order-title">Order {order.orderId}</h1>
          <p className="muted">
            Placed on {formatDateTime(order.placedAt)} · {paymentLine(order)}
          </p>
        </div>
        <StatusBadge status={order.status} prefix="Status:" />
      </header>

      <p className={notice ? 'order-notice' : 'visually-hidden'} role="status" aria-live="polite">
        {notice ?? ''}
      </p>

      {order.retryPaymentAllowed ? <RetryPayment order={order} onDone={setNotice} /> : null}
      {order.cancellable ? (
        <div className="order-cancel">
          <CancelOrder order={order} onDone={setNotice} />
        </div>
      ) : paidOnItsWay ? (
        <p className="muted order-no-cancel">
          This order is paid, so it can no longer be cancelled. If an item arrives damaged or faulty, you can ask for a return or
          a replacement once it is delivered (<Link to="/return-policy">our return policy</Link>).
        </p>
      ) : null}

      <div className="order-layout">
        <div className="order-main">
          {order.fulfillments.map((f, index) => (
            <FulfillmentSection
              key={f.fulfillmentId}
              fulfillment={f}
              index={index}
              count={order.fulfillments.length}
              onDone={setNotice}
              paymentMode={order.paymentMode}
              paid={order.paymentStatus === 'SUCCESS'}
            />
          ))}
        </div>
        <aside className="order-side" aria-label="Payment and addresses">
          <section aria-labelledby="summary-title" className="order-card-box">
            <h2 id="summary-title">Payment summary</h2>
            <OrderTotals order={order} />
            {order.coupon ? (
              <p className="muted">
                Coupon {order.coupon.couponCode}: {order.coupon.description} (saved {formatINR(order.coupon.discount)})
              </p>
            ) : null}
          </section>
          <section aria-labelledby="delivery-title" className="order-card-box">
            <h2 id="delivery-title">Delivery address</h2>
            <AddressView address={order.deliveryAddress} showTags={false} />
          </section>
          <section aria-labelledby="billing-title" className="order-card-box">
            <h2 id="billing-title">Billing address</h2>
            {order.billingAddress.addressId === order.deliveryAddress.addressId ? (
              <p>Same as the delivery address.</p>
            ) : (
              <AddressView address={order.billingAddress} showTags={false} />
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}

interface FulfillmentSectionProps {
  fulfillment: Schemas['Fulfillment'];
  index: number;
  count: number;
  paymentMode: Schemas['PaymentMode'];
  /** The order's payment succeeded (its tracking then starts at the order placed). */
  paid: boolean;
  onDone: (message: string) => void;
}

function FulfillmentSection({ fulfillment: f, index, count, paymentMode, paid, onDone }: FulfillmentSectionProps) {
  const titleId = `shipment-${f.fulfillmentId}`;
  const delivered = isDelivered(f);
  const afterSale = f.afterSale;
  return (
    <section className="fulfillment order-card-box" aria-labelledby={titleId}>
      <header className="fulfillment-head">
        <h2 id={titleId}>{count > 1 ? `Shipment ${index + 1} of ${count}` : 'Your items'}</h2>
        <StatusBadge status={f.status} prefix="Shipment status:" />
      </header>
      <p className="muted fulfillment-meta">
        {f.courier ? `${f.courier}${f.trackingNumber ? `, tracking number ${f.trackingNumber}` : ''}. ` : ''}
        {f.deliveredAt
          ? `Delivered on ${formatDate(f.deliveredAt)}.`
          : f.expectedDelivery && f.status !== 'CANCELLED'
            ? `Expected by ${formatDate(f.expectedDelivery)}.`
            : ''}
      </p>
      <OrderLines lines={f.lines} />
      <h3>Tracking</h3>
      <TrackingTimeline events={f.timeline} label={`Tracking of shipment ${f.fulfillmentId}`} paid={paid} />
      {afterSale ? (
        <AfterSaleStatus request={afterSale} fulfillmentId={f.fulfillmentId} paymentMode={paymentMode} />
      ) : delivered ? (
        <AfterSaleRequest fulfillment={f} onDone={onDone} />
      ) : null}
      {delivered ? <FulfillmentReviews fulfillment={f} /> : null}
    </section>
  );
}
