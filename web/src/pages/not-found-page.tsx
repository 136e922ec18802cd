/** Anything the shop does not have. */
import { Link } from 'react-router';
import { useNotFoundStatus } from '../data/server-reads.ts';
import { useSeo } from '../lib/seo.ts';

export function NotFoundPage() {
  useSeo('Page not found', 'The page you were looking for is not here.');
  useNotFoundStatus();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">We could not find that page</h1>
      <p>It may have moved, or the link may be mistyped.</p>
      <p>
        <Link className="button" to="/">
          Back to the home page
        </Link>{' '}
        <Link className="button button-quiet" to="/shop">
          Browse all perfumes
        </Link>
      </p>
    </section>
  );
}
