/**
 * What the order cost: the items at MRP, each deduction (discount, coupon) and addition (shipping, gift
 * wrap), and the total, in rupees. Arithmetic is in paise.
 */
import { formatINR, fromPaise, toPaise, type Schemas } from '@attar/sdk';

/** The items' price before deductions: `mrpTotal`, or worked back from the total. */
export function itemsBeforeDeductions(order: Pick<Schemas['Order'], 'summary' | 'deductions' | 'additions'>): number {
  if (order.summary.mrpTotal !== undefined) return order.summary.mrpTotal;
  const sum = (list: readonly Schemas['Adjustment'][]) => list.reduce((n, a) => n + toPaise(a.amount), 0);
  return fromPaise(toPaise(order.summary.total) + sum(order.deductions) - sum(order.additions));
}

export function OrderTotals({ order }: { order: Schemas['Order'] }) {
  const { summary } = order;
  return (
    <dl className="totals">
      <div>
        <dt>
          Items ({summary.itemCount}){summary.mrpTotal !== undefined ? ' at MRP' : ''}
        </dt>
        <dd>{formatINR(itemsBeforeDeductions(order))}</dd>
      </div>
      {order.deductions.map((d) => (
        <div key={`d-${d.code}-${d.label}`} className="totals-deduction">
          <dt>{d.label}</dt>
          <dd>
            <span aria-hidden="true">−</span>
            <span className="visually-hidden">minus </span>
            {formatINR(d.amount)}
          </dd>
        </div>
      ))}
      {order.additions.map((a) => (
        <div key={`a-${a.code}-${a.label}`}>
          <dt>{a.label}</dt>
          <dd>{a.amount === 0 ? 'Free' : `+ ${formatINR(a.amount)}`}</dd>
        </div>
      ))}
      <div className="totals-total">
        <dt>Order total</dt>
        <dd>{formatINR(summary.total)}</dd>
      </div>
    </dl>
  );
}
