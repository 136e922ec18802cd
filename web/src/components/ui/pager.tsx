/** Previous / "Page N of M" / Next for a paged list whose page lives in the URL. */
import { Link } from 'react-router';
import type { Schemas } from '@attar/sdk';
import './pager.css';

export function Pager({
  label,
  paging,
  hrefFor,
}: {
  label: string;
  paging: Schemas['Paging'];
  hrefFor: (page: number) => string;
}) {
  if (paging.totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="pager">
      {paging.pageNum > 1 ? (
        <Link className="button button-quiet button-small" to={hrefFor(paging.pageNum - 1)}>
          Previous<span className="visually-hidden"> page</span>
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        Page {paging.pageNum} of {paging.totalPages}
      </span>
      {paging.pageNum < paging.totalPages ? (
        <Link className="button button-quiet button-small" to={hrefFor(paging.pageNum + 1)}>
          Next<span className="visually-hidden"> page</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
