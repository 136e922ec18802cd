/** Prices in rupees, shown the Indian way without decimals (`₹1,299`); MRP struck through when higher. */
import { formatINR } from '@attar/sdk';

export function Price({ amount, mrp, className }: { amount: number; mrp?: number; className?: string }) {
  const discounted = mrp !== undefined && mrp > amount;
  return (
    <span className={['price', className].filter(Boolean).join(' ')}>
      <span className="price-now">{formatINR(amount)}</span>
      {discounted ? (
        <>
          {' '}
          <s className="price-mrp">
            <span className="visually-hidden">MRP </span>
            {formatINR(mrp)}
          </s>
        </>
      ) : null}
    </span>
  );
}
