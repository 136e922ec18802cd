/**
 * "My coupons": the buyer's coupons by status (active, used, expired; `coupons.list`), twenty to a
 * page, the status and page kept in the URL (`?status=used&page=2`) so a link, back and reload keep the
 * place. Each says what it takes off (in the shop's words) and when it can be used, was used (with the
 * order) or ended.
 */
import { Link, useSearchParams } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { BuyerCouponStatusRule } from '@attar/sdk/rules';
import { Pager } from '../../components/ui/pager.tsx';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { ViewTabs } from '../../components/ui/view-tabs.tsx';
import { COUPONS_PAGE_SIZE } from '../../data/coupons.ts';
import { useAction } from '../../data/use-action.ts';
import { formatDate } from '../../lib/ist-dates.ts';

type Status = Schemas['BuyerCouponStatus'];
const STATUS_WORDS: Record<Status, { tab: string; label: string; empty: string }> = {
  ACTIVE: { tab: 'Active', label: 'Active coupons', empty: 'You have no coupons to use right now.' },
  USED: { tab: 'Used', label: 'Used coupons', empty: 'You have not used a coupon yet.' },
  EXPIRED: { tab: 'Expired', label: 'Expired coupons', empty: 'None of your coupons has expired.' },
};

/** The status and page a URL asks for (`?status=used&page=2`); anything unknown is active, page 1. */
export function couponPlace(params: URLSearchParams): { status: Status; page: number } {
  const asked = (params.get('status') ?? '').toUpperCase();
  const status = (BuyerCouponStatusRule.enum as readonly string[]).includes(asked) ? (asked as Status) : 'ACTIVE';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { status, page };
}

const hrefOf = (status: Status, page = 1) => `?status=${status.toLowerCase()}${page > 1 ? `&page=${page}` : ''}`;

export function MyCoupons() {
  const [params] = useSearchParams();
  const { status, page } = couponPlace(params);
  const { data, error, isLoading, mutate } = useAction('couponsList', { status, pageNum: page, pageSize: COUPONS_PAGE_SIZE });
  const words = STATUS_WORDS[status];

  return (
    <section aria-labelledby="coupons-title" className="account-panel">
      <h2 id="coupons-title">My coupons</h2>
      <ViewTabs
        label="Coupon lists"
        current={status}
        tabs={BuyerCouponStatusRule.enum.map((key) => ({
          key,
          label: STATUS_WORDS[key].tab,
          hiddenSuffix: ' coupons',
          href: hrefOf(key),
        }))}
      />
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void mutate()} title="Your coupons did not load" />
      ) : isLoading || !data ? (
        <Skeleton lines={4} label="Loading your coupons" />
      ) : data.items.length === 0 ? (
        <p className="empty-state">{page > 1 ? 'There are no more coupons.' : words.empty}</p>
      ) : (
        <>
          <ul className="coupon-list" aria-label={words.label}>
            {data.items.map((c) => (
              <li key={`${c.couponCode}-${c.orderId ?? ''}`} className="coupon-card">
                <p className="coupon-card-code">{c.couponCode}</p>
                <p className="coupon-card-offer">{c.description}</p>
                <p className="coupon-card-when">
                  {c.status === 'USED' ? (
                    <>
                      Used on {formatDate(c.usedAt ?? c.validFrom)}
                      {c.orderId ? (
                        <>
                          {' '}
                          for <Link to={`/orders/${c.orderId}`}>order {c.orderId}</Link>
                        </>
                      ) : null}
                      .
                    </>
                  ) : c.status === 'EXPIRED' ? (
                    `Expired on ${formatDate(c.validTo)}.`
                  ) : (
                    `Valid until ${formatDate(c.validTo)}. Pick it in your cart.`
                  )}
                </p>
              </li>
            ))}
          </ul>
          <Pager label="Coupon pages" paging={data.paging} hrefFor={(n) => hrefOf(status, n)} />
        </>
      )}
    </section>
  );
}
