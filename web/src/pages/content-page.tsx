/**
 * Every page built from content configuration: home, the information and policy pages, the shop,
 * category and product pages. The route decides which page config to fetch.
 */
import { decodeProductId } from '@attar/sdk';
import { useDeferredValue, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { preloadAction, useAction } from '../data/use-action.ts';
import { pageUrlFor } from '../app/content-routes.ts';
import { PageRenderer } from '../content/page-renderer.tsx';
import type { CheckedPage } from '../content/types.ts';
import { frameProps } from '../content/presentation.ts';
import { ErrorState, Skeleton } from '../components/ui/status.tsx';
import { useMountedInFirstView } from '../lib/first-view.ts';
import { fillRoute, useSeo } from '../lib/seo.ts';
import { NotFoundPage } from './not-found.ts';

export function ContentPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const pageUrl = pageUrlFor(pathname, params);
  const { data, error, isLoading, mutate } = useAction('contentPage', { pageUrl });
  // a product page's perfume is known from its URL: ask for it alongside the page configuration
  const productId = decodeProductId(params.encodedId);
  useEffect(() => {
    if (productId) preloadAction('catalogProduct', { itemId: productId });
  }, [productId]);
  // the page renders in a background (interruptible) pass once its configuration arrives; the
  // configuration was checked where it came in (data/content-guard.ts): its broken blocks are marked
  const page = useDeferredValue(data) as CheckedPage | undefined;
  const firstView = useMountedInFirstView();
  // a template page (a category) names the route's values in its title: never show the braces
  useSeo(fillRoute(page?.seo.title, params), fillRoute(page?.seo.description, params));
  if (!page && (isLoading || data)) return <Skeleton lines={6} label="Loading the page" />;
  if (error && !page) {
    if (error.code === 'content.notFound' || error.code === 'request.invalid') return <NotFoundPage />;
    return <ErrorState error={error} onRetry={() => void mutate()} level="h1" />;
  }
  if (!page || !page.layout.enabled) return <NotFoundPage />;
  return (
    <div
      className="page"
      data-page={page.layout.pageUrl}
      {...frameProps(page.layout.style, page.layout.animation, { firstView })}
    >
      <PageRenderer page={page} firstView={firstView} />
    </div>
  );
}
