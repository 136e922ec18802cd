/** The bill of a cart or checkout: MRP, discount, subtotal, coupon, shipping and total, as the server priced it. */
import { useId } from 'react';
import type { Schemas } from '@attar/sdk';
import { formatINR } from '@attar/sdk';
import './price-summary.css';

export interface PriceSummaryProps {
  summary: Schemas['PriceSummary'];
  coupon?: Schemas['AppliedCoupon'] | undefined;
  /** Heading level text; the list is labelled by it. */
  title?: string;
}

export function PriceSummary({ summary, coupon, title = 'Order summary' }: PriceSummaryProps) {
  const id = useId();
  const items = summary.itemCount === 1 ? '1 item' : `${summary.itemCount} items`;
  return (
    <section className="price-summary" aria-labelledby={id}>
      <h2 id={id} className="price-summary-title">
        {title}
      </h2>
      <dl>
        {summary.mrpTotal !== undefined && summary.discount > 0 ? (
          <>
            <div>
              <dt>Price ({items}, MRP)</dt>
              <dd>{formatINR(summary.mrpTotal)}</dd>
            </div>
            <div className="price-summary-saving">
              <dt>Discount on MRP</dt>
              <dd>−{formatINR(summary.discount)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>Subtotal{summary.discount > 0 ? '' : ` (${items})`}</dt>
          <dd>{formatINR(summary.subtotal)}</dd>
        </div>
        {summary.couponDiscount > 0 ? (
          <div className="price-summary-saving">
            <dt>Coupon{coupon ? ` ${coupon.couponCode}` : ''}</dt>
            <dd>−{formatINR(summary.couponDiscount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd>{summary.shipping > 0 ? formatINR(summary.shipping) : 'Free'}</dd>
        </div>
        <div className="price-summary-total">
          <dt>Total</dt>
          <dd>{formatINR(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
