/**
 * `/orders/:orderId`: one of the buyer's orders (order/order-detail.tsx joins the orders, reviews and
 * profile features). A shipment's id in its place (`/orders/FL…`, what a review or a courier message
 * knows) is looked up by fulfilment and replaced by its order's address, at that shipment.
 */
import { Navigate, useParams } from 'react-router';
import { FulfillmentIdRule } from '@attar/sdk/rules';
import { OrderDetail } from './order/order-detail.tsx';
import { RequireSignIn } from '../features/profile/require-sign-in.tsx';
import { useAction } from '../data/use-action.ts';
import { ErrorState, Skeleton } from '../components/ui/status.tsx';

const SHIPMENT = new RegExp(FulfillmentIdRule.pattern);

export function OrderPage() {
  const { orderId = '' } = useParams();
  return (
    <RequireSignIn>
      {SHIPMENT.test(orderId) ? (
        <ShipmentOrder key={orderId} fulfillmentId={orderId} />
      ) : (
        <OrderDetail key={orderId} orderId={orderId} />
      )}
    </RequireSignIn>
  );
}

function ShipmentOrder({ fulfillmentId }: { fulfillmentId: string }) {
  const { data, error, mutate } = useAction('ordersGetByFulfillment', { fulfillmentId });
  if (data) return <Navigate replace to={`/orders/${data.order.orderId}#shipment-${fulfillmentId}`} />;
  return (
    <section className="order-detail">
      <h1>Shipment {fulfillmentId}</h1>
      {error ? (
        <ErrorState error={error} onRetry={() => void mutate()} title="We could not find the order of this shipment" />
      ) : (
        <Skeleton lines={4} label="Finding the order of this shipment" />
      )}
    </section>
  );
}
