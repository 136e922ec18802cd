/**
 * Page links for a listing: previous, numbered pages (with gaps on long lists) and next. They are real
 * links, so a page can be opened in a new tab or shared.
 */
import { Link } from 'react-router';

interface Props {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}

/** The page numbers to show: first, last, and two either side of the current one; 0 marks a gap. */
export function pageWindow(page: number, totalPages: number): number[] {
  const pages = new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: number[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && p - last > 1) out.push(p - last === 2 ? p - 1 : 0);
    out.push(p);
  }
  return out;
}

export function Pagination({ page, totalPages, hrefFor, label = 'Pages' }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link className="pagination-step" to={hrefFor(page - 1)} preventScrollReset>
              <span aria-hidden="true">‹ </span>Previous<span className="visually-hidden"> page</span>
            </Link>
          ) : (
            <span className="pagination-step" aria-disabled="true">
              <span aria-hidden="true">‹ </span>Previous<span className="visually-hidden"> page</span>
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 0 ? (
            <li key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link className="pagination-page" to={hrefFor(p)} aria-current={p === page ? 'page' : undefined} preventScrollReset>
                <span className="visually-hidden">Page </span>
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link className="pagination-step" to={hrefFor(page + 1)} preventScrollReset>
              Next<span className="visually-hidden"> page</span>
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span className="pagination-step" aria-disabled="true">
              Next<span className="visually-hidden"> page</span>
              <span aria-hidden="true"> ›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
