/**
 * `/orders/:orderId`: one of the buyer's orders (order/order-detail.tsx joins the orders, reviews and
 * profile features).
 */
import { useParams } from 'react-router';
import { OrderDetail } from './order/order-detail.tsx';
import { RequireSignIn } from '../features/profile/require-sign-in.tsx';

export function OrderPage() {
  const { orderId = '' } = useParams();
  return (
    <RequireSignIn>
      <OrderDetail key={orderId} orderId={orderId} />
    </RequireSignIn>
  );
}
