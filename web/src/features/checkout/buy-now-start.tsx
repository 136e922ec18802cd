/**
 * `/checkout?buyNowCin=…&quantity=…`: where a guest who pressed Buy now comes back after signing in.
 * Opens the buy-now checkout once, then shows it (`/checkout?buyNow=<checkoutId>`).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Skeleton } from '../../components/ui/status.tsx';
import { buyNow } from '../../data/cart-actions.ts';

export function BuyNowStart({ cin, quantity }: { cin: string; quantity: number }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void buyNow(cin, quantity).then((result) => {
      if ('route' in result) navigate(result.route, { replace: true });
      else setProblem(result.error);
    });
  }, [cin, quantity, navigate]);

  if (problem) {
    return (
      <div className="checkout-empty" role="alert">
        <p>{problem}</p>
        <Link className="button" to="/cart">
          Go to your cart
        </Link>
      </div>
    );
  }
  return <Skeleton lines={4} label="Opening your checkout" />;
}
