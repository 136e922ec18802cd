/** `/orders/:orderId`: one of the buyer's orders (features/orders). */
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
