/**
 * `/checkout/success/:orderId`: the order is placed and paid. A signed-in buyer sees what was ordered,
 * the total and where it goes; a guest sees the order id to quote.
 */
import { Link, useParams } from 'react-router';
import { formatINR } from '@attar/sdk';
import { useAction } from '../data/use-action.ts';
import { Skeleton } from '../components/ui/status.tsx';
import { useSeo } from '../lib/seo.ts';
import { useTopOfPage } from '../features/checkout/use-top-of-page.ts';
import { store } from '../state/store.ts';
import { useSignedIn } from '../state/signed-in.ts';
import { addressLine } from '../kit/address.ts';
import '../features/checkout/checkout.css';
import { Picture } from '../components/ui/picture.tsx';

function OrderFacts({ orderId }: { orderId: string }) {
  const { data: order, isLoading } = useAction('ordersGet', { orderId });
  if (isLoading && !order) return <Skeleton lines={3} label="Loading your order" />;
  if (!order) return null;
  const lines = order.fulfillments.flatMap((f) => f.lines);
  return (
    <div className="success-facts">
      <ul className="checkout-items">
        {lines.map((line) => (
          <li key={`${line.cin}-${line.quantity}`}>
            <Picture image={line.image} alt={line.image.altText} sizes="56px" width={56} height={56} />
            <span className="checkout-item-name">
              {line.name} <span className="checkout-item-variant">{line.variantLabel}</span>
              <br />
              <span className="checkout-item-qty">Quantity {line.quantity}</span>
            </span>
            <span className="checkout-item-total">{formatINR(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="success-summary">
        <div>
          <dt>Total paid</dt>
          <dd>{formatINR(order.summary.total)}</dd>
        </div>
        <div>
          <dt>Delivering to</dt>
          <dd>
            {order.deliveryAddress.addressee}, {addressLine(order.deliveryAddress)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

export function OrderSuccessPage() {
  const { orderId = '' } = useParams();
  const auth = useSignedIn();
  useSeo('Thank you for your order', 'Your order is placed.');
  useTopOfPage();

  return (
    <section className="success-page container" aria-labelledby="success-title">
      <h1 id="success-title">Thank you for your order</h1>
      <p className="success-lead" role="status">
        Your order <strong className="success-order-id">{orderId}</strong> is placed and paid. We will send you the tracking
        details within 24 hours of shipping.
      </p>
      {auth && orderId ? <OrderFacts orderId={orderId} /> : null}
      <p className="success-actions">
        {auth ? (
          <Link className="button" to={`/orders/${encodeURIComponent(orderId)}`}>
            Track this order
          </Link>
        ) : null}{' '}
        <Link className={auth ? 'button button-quiet' : 'button'} to="/shop">
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
