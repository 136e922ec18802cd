/**
 * Every page built from content configuration: home, the information and policy pages, the shop,
 * category and product pages. The route decides which page config to fetch.
 */
import { useLocation, useParams } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { useAction } from '../data/use-action.ts';
import { PageRenderer } from '../content/page-renderer.tsx';
import { frameProps } from '../content/presentation.ts';
import { ErrorState, Skeleton } from '../components/ui/status.tsx';
import { useSeo } from '../lib/seo.ts';
import { NotFoundPage } from './not-found-page.tsx';

type PageUrl = Schemas['ContentPageUrl'];

/** The config page of a route: templates for category and product pages, the path otherwise. */
export function pageUrlFor(pathname: string, params: Record<string, string | undefined>): PageUrl {
  if (params.categoryId) return '/category/{categoryName}/{categoryId}';
  if (params.encodedId) return '/p/{slug}/{encodedId}';
  return (pathname.replace(/\/+$/, '') || '/') as PageUrl;
}

export function ContentPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const pageUrl = pageUrlFor(pathname, params);
  const { data: page, error, isLoading, mutate } = useAction('contentPage', { pageUrl });
  useSeo(page?.seo.title, page?.seo.description);
  if (isLoading && !page) return <Skeleton lines={6} label="Loading the page" />;
  if (error && !page) {
    if (error.code === 'content.notFound' || error.code === 'request.invalid') return <NotFoundPage />;
    return <ErrorState error={error} onRetry={() => void mutate()} />;
  }
  if (!page || !page.layout.enabled) return <NotFoundPage />;
  return (
    <div className="page" data-page={page.layout.pageUrl} {...frameProps(page.layout.style, page.layout.animation)}>
      <PageRenderer page={page} />
    </div>
  );
}
