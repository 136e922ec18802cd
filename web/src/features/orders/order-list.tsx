/**
 * The buyer's orders: current (placed, not yet delivered or cancelled) and past, ten to a page, the
 * list and page kept in the URL (`?view=past&page=2`) so back and reload keep the place.
 */
import { Link, useSearchParams } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { Pager } from '../../components/ui/pager.tsx';
import { Price } from '../../components/ui/price.tsx';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { useAction } from '../../data/use-action.ts';
import { formatDate } from '../../lib/ist-dates.ts';
import { StatusBadge } from './status-badge.tsx';
import './orders.css';
import { Picture } from '../../components/ui/picture.tsx';

export const ORDERS_PAGE_SIZE = 10;

const VIEWS = {
  current: { label: 'Current orders', action: 'ordersListActive', empty: 'You have no orders on their way.' },
  past: { label: 'Past orders', action: 'ordersListPast', empty: 'You have no past orders yet.' },
} as const;
type View = keyof typeof VIEWS;

export function OrderList() {
  const [params] = useSearchParams();
  const view: View = params.get('view') === 'past' ? 'past' : 'current';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = { pageNum: page, pageSize: ORDERS_PAGE_SIZE, sortOrder: 'desc' as const };
  const { data, error, isLoading, mutate } = useAction(VIEWS[view].action, query);

  return (
    <section aria-labelledby="orders-title" className="account-panel">
      <h2 id="orders-title">Orders</h2>
      <nav aria-label="Order lists" className="order-tabs">
        {(Object.keys(VIEWS) as View[]).map((key) => (
          <Link key={key} to={`?view=${key}`} aria-current={key === view ? 'page' : undefined} className="order-tab">
            {VIEWS[key].label}
          </Link>
        ))}
      </nav>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void mutate()} title="Your orders did not load" />
      ) : isLoading || !data ? (
        <Skeleton lines={5} label="Loading your orders" />
      ) : data.items.length === 0 ? (
        <div className="empty-state">
          <p>{page > 1 ? 'There are no more orders.' : VIEWS[view].empty}</p>
          <Link className="button" to="/shop">
            Browse perfumes
          </Link>
        </div>
      ) : (
        <>
          <ul className="order-list" aria-label={VIEWS[view].label}>
            {data.items.map((order) => (
              <li key={order.orderId}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          <Pager label="Order pages" paging={data.paging} hrefFor={(n) => `?view=${view}&page=${n}`} />
        </>
      )}
    </section>
  );
}

export function OrderCard({ order }: { order: Schemas['OrderSummary'] }) {
  const item = order.firstItem;
  const more = order.itemCount - item.quantity;
  return (
    <article className="order-card">
      <Picture image={item.image} alt="" sizes="72px" width={72} height={72} className="order-card-image" />
      <div className="order-card-body">
        <h3 className="order-card-title">
          <Link to={`/orders/${order.orderId}`} className="order-card-link">
            Order {order.orderId}
          </Link>
        </h3>
        <p className="order-card-meta">
          Placed {formatDate(order.placedAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} ·{' '}
          <Price amount={order.total} />
        </p>
        <p className="order-card-items">
          {item.name} {item.variantLabel}
          {more > 0 ? ` and ${more} more` : ''}
        </p>
      </div>
      <StatusBadge status={order.status} />
    </article>
  );
}
