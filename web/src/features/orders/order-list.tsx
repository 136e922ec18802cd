/**
 * The buyer's orders in the five lists the shop keeps (all, active, completed, cancelled, past), ten to
 * a page, the list and page kept in the URL (`?view=past&page=2`) so a link, back and reload keep the place.
 */
import { Link, useSearchParams } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { OrderListViewRule } from '@attar/sdk/rules';
import { Pager } from '../../components/ui/pager.tsx';
import { ViewTabs } from '../../components/ui/view-tabs.tsx';
import { Price } from '../../components/ui/price.tsx';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { useAction } from '../../data/use-action.ts';
import { formatDate } from '../../lib/ist-dates.ts';
import { StatusBadge } from './status-badge.tsx';
import './orders.css';
import { Picture } from '../../components/ui/picture.tsx';

/** The shop's page size for orders (docs/product-rules.md §9). */
export const ORDERS_PAGE_SIZE = 10;

type View = Schemas['OrderListView'];

/** Each list of the contract, its read and its words. */
export const ORDER_VIEWS = {
  all: { tab: 'All', label: 'All orders', action: 'ordersList', empty: 'You have not ordered anything yet.' },
  active: { tab: 'Active', label: 'Active orders', action: 'ordersListActive', empty: 'You have no orders on their way.' },
  completed: {
    tab: 'Delivered',
    label: 'Delivered orders',
    action: 'ordersListCompleted',
    empty: 'None of your orders has been delivered yet.',
  },
  cancelled: {
    tab: 'Cancelled',
    label: 'Cancelled orders',
    action: 'ordersListCancelled',
    empty: 'You have no cancelled orders.',
  },
  past: { tab: 'Past', label: 'Past orders', action: 'ordersListPast', empty: 'You have no past orders yet.' },
} as const satisfies Record<View, { tab: string; label: string; action: string; empty: string }>;

/** The list and page a URL asks for; anything unknown falls back to all orders, page 1. */
export function orderListPlace(params: URLSearchParams): { view: View; page: number } {
  const asked = params.get('view');
  const view = (OrderListViewRule.enum as readonly string[]).includes(asked ?? '') ? (asked as View) : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { view, page };
}

const hrefOf = (view: View, page = 1) => (page > 1 ? `?view=${view}&page=${page}` : `?view=${view}`);

export function OrderList() {
  const [params] = useSearchParams();
  const { view, page } = orderListPlace(params);
  const query = { pageNum: page, pageSize: ORDERS_PAGE_SIZE, sortOrder: 'desc' as const };
  const { data, error, isLoading, mutate } = useAction(ORDER_VIEWS[view].action, query);

  return (
    <section aria-labelledby="orders-title" className="account-panel">
      <h2 id="orders-title">Orders</h2>
      <ViewTabs
        label="Order lists"
        current={view}
        tabs={OrderListViewRule.enum.map((key) => ({
          key,
          label: ORDER_VIEWS[key].tab,
          hiddenSuffix: ' orders',
          href: hrefOf(key),
        }))}
      />
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void mutate()} title="Your orders did not load" />
      ) : isLoading || !data ? (
        <Skeleton lines={5} label="Loading your orders" />
      ) : data.items.length === 0 ? (
        <div className="empty-state">
          <p>{page > 1 ? 'There are no more orders.' : ORDER_VIEWS[view].empty}</p>
          <Link className="button" to="/shop">
            Browse perfumes
          </Link>
        </div>
      ) : (
        <>
          <ul className="order-list" aria-label={ORDER_VIEWS[view].label}>
            {data.items.map((order) => (
              <li key={order.orderId}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          <Pager label="Order pages" paging={data.paging} hrefFor={(n) => hrefOf(view, n)} />
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
