/** A star rating as a shopper reads it: five stars drawn, the numbers spelled out for screen readers. */
export function RatingStars({
  average,
  count,
  compact = false,
  showValue = true,
}: {
  average: number;
  count?: number | undefined;
  compact?: boolean;
  showValue?: boolean;
}) {
  const rounded = Math.round(average * 10) / 10;
  const label =
    count === undefined
      ? `Rated ${rounded} out of 5`
      : count === 0
        ? 'No ratings yet'
        : `Rated ${rounded} out of 5 from ${count} ${count === 1 ? 'rating' : 'ratings'}`;
  if (count === 0 && compact) return <span className="rating rating-none">No ratings yet</span>;
  return (
    <span className="rating">
      <span className="rating-stars" aria-hidden="true" style={{ '--rating': String(average) } as React.CSSProperties}>
        ★★★★★
      </span>
      <span className="visually-hidden">{label}</span>
      {showValue ? (
        <span className="rating-value" aria-hidden="true">
          {rounded.toFixed(1)}
          {count !== undefined ? <span className="rating-count"> ({count})</span> : null}
        </span>
      ) : null}
    </span>
  );
}
