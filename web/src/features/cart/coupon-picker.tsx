/**
 * The signed-in buyer's active coupons next to the coupon field, to pick one instead of typing it: read
 * (`coupons.list`, status ACTIVE, the first page of twenty) only when the shopper opens the list.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { COUPONS_PAGE_SIZE } from '../../data/coupons.ts';
import { useAction } from '../../data/use-action.ts';
import { formatDate } from '../../lib/ist-dates.ts';

export interface CouponPickerProps {
  /** Applies the chosen code (the shop says whether it fits the cart). */
  onPick: (code: string) => void;
  busy: boolean;
}

export function CouponPicker({ onPick, busy }: CouponPickerProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { data, error, isLoading, mutate } = useAction(
    'couponsList',
    open ? { status: 'ACTIVE', pageNum: 1, pageSize: COUPONS_PAGE_SIZE } : null,
  );
  return (
    <div className="coupon-picker">
      <button
        type="button"
        className="button button-quiet button-small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide your coupons' : 'Choose from your coupons'}
      </button>
      <div id={id} hidden={!open}>
        {!open ? null : error && !data ? (
          <p className="coupon-message coupon-message-error">
            Your coupons did not load.{' '}
            <button type="button" className="button button-quiet button-small" onClick={() => void mutate()}>
              Try again
            </button>
          </p>
        ) : isLoading || !data ? (
          <p className="muted" role="status">
            Loading your coupons…
          </p>
        ) : data.items.length === 0 ? (
          <p className="muted">You have no coupons to use right now.</p>
        ) : (
          <>
            <ul className="coupon-picker-list" aria-label="Your coupons">
              {data.items.map((c) => (
                <li key={c.couponCode}>
                  <span className="coupon-picker-code">{c.couponCode}</span>
                  <span className="coupon-picker-text">
                    {c.description} <span className="muted">Valid until {formatDate(c.validTo)}.</span>
                  </span>
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy}
                    aria-label={`Apply ${c.couponCode}`}
                    onClick={() => onPick(c.couponCode)}
                  >
                    Apply
                  </button>
                </li>
              ))}
            </ul>
            {data.paging.totalPages > 1 ? <Link to="/profile/coupons">See all your coupons</Link> : null}
          </>
        )}
      </div>
    </div>
  );
}
