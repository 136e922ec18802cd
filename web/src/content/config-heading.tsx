/**
 * The heading band of a shopper's own page (`/wishlist`, `/profile`) from its content configuration:
 * the page's blocks (a `pageHeading` with the h1) and its SEO title. While the configuration loads a
 * placeholder holds the space; if it is missing, switched off or has no heading, a plain h1 stands in,
 * so the page always has exactly one h1 and never waits on content to be usable.
 */
import type { Schemas } from '@attar/sdk';
import { PageRenderer, visibleBlocks } from './page-renderer.tsx';
import { Skeleton } from '../components/ui/status.tsx';
import { useAction } from '../data/use-action.ts';
import { useSeo } from '../lib/seo.ts';

export interface ConfigHeadingProps {
  pageUrl: Schemas['ContentPageUrl'];
  /** The h1 when the configuration has none. */
  fallbackTitle: string;
  fallbackDescription: string;
}

export function ConfigHeading({ pageUrl, fallbackTitle, fallbackDescription }: ConfigHeadingProps) {
  const { data: page, isLoading } = useAction('contentPage', { pageUrl });
  useSeo(page?.seo.title ?? (isLoading ? undefined : fallbackTitle), page?.seo.description ?? fallbackDescription);
  const usable = page?.layout.enabled && visibleBlocks(page.blocks).some((b) => b.blockRef === 'pageHeading');
  if (usable) return <PageRenderer page={page} />;
  if (isLoading && !page) return <Skeleton lines={1} label="Loading the page" />;
  return (
    <div className="block-frame" data-variant="muted" data-align="center">
      <header className="page-heading">
        <h1 className="page-heading-title">{fallbackTitle}</h1>
      </header>
    </div>
  );
}
