/**
 * A titled, horizontally scrolling row of product cards with previous / next buttons, used by the
 * content rails and the product page's related, similar, upsell and recently viewed rows.
 */
import { useDeferredValue, useId, type ReactNode } from 'react';
import { AppLink } from '../../components/ui/app-link.tsx';
import type { Schemas } from '@attar/sdk';
import { ErrorState } from '../../components/ui/status.tsx';
import { ProductCard } from '../../components/product/product-card.tsx';
import { useHydrated } from '../../lib/hydrated.ts';
import { useFeature } from '../../data/features.ts';
import { useRailScroll } from './use-rail-scroll.ts';
import './product-rail.css';

/** Cards in the server's HTML of a rail: as many as show at once at the widest layout (product-rail.css). */
export const SERVER_CARDS = 4;

export interface ProductRailProps {
  title: string;
  items: readonly Schemas['ProductSummary'][] | undefined;
  error?: unknown;
  onRetry?: () => void;
  viewAll?: { href: string; label?: string; external?: boolean } | undefined;
  showCart?: boolean;
  showWishlist?: boolean;
  /** Level of the rail's title; cards take the next one. */
  headingLevel?: 2 | 3;
  /** Shown when the rail has no products; without it an empty rail renders nothing. */
  emptyText?: string;
  /** Placeholder cards while loading. */
  skeletonCount?: number;
}

export function ProductRail(props: ProductRailProps): ReactNode {
  const {
    title,
    error,
    onRetry,
    viewAll,
    showCart = true,
    showWishlist = true,
    headingLevel = 2,
    emptyText,
    skeletonCount = 4,
  } = props;
  // the store's features decide as well as the rail's own switches (decision 022)
  const cart = useFeature('cart') && showCart;
  const wishlist = useFeature('wishlist') && showWishlist;
  // the cards render in a background (interruptible) pass once the products arrive, so a page with
  // several rails never blocks the main thread for long
  const deferred = useDeferredValue(props.items);
  // The server's HTML holds the cards the widest layout shows at once; the rest come once the rail has
  // hydrated. Home's five rails of ten cards were 1,250 of its 1,700 elements, and parsing and laying
  // them out was most of the first load's main-thread work on a phone.
  const hydrated = useHydrated();
  const items = hydrated ? deferred : deferred?.slice(0, SERVER_CARDS);
  const headingId = useId();
  const listId = useId();
  const rail = useRailScroll<HTMLUListElement>(items?.length);
  const Heading = `h${headingLevel}` as const;

  if (!error && items && items.length === 0 && !emptyText) return null;
  const scrollable = !!items?.length && !(rail.atStart && rail.atEnd);

  return (
    <section className="product-rail" aria-labelledby={headingId}>
      <div className="product-rail-head">
        <Heading id={headingId} className="product-rail-title">
          {title}
        </Heading>
        <div className="product-rail-tools">
          {viewAll ? <ViewAll {...viewAll} title={title} /> : null}
          {scrollable ? (
            <>
              <button
                type="button"
                className="rail-button"
                aria-controls={listId}
                aria-label={`Previous ${title}`}
                disabled={rail.atStart}
                onClick={() => rail.scroll(-1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className="rail-button"
                aria-controls={listId}
                aria-label={`Next ${title}`}
                disabled={rail.atEnd}
                onClick={() => rail.scroll(1)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          ) : null}
        </div>
      </div>
      {error && !items ? (
        <ErrorState error={error} onRetry={onRetry} title={`${title} did not load`} />
      ) : !items ? (
        <div className="product-rail-list" role="status" aria-label={`Loading ${title}`}>
          {Array.from({ length: skeletonCount }, (_, i) => (
            <div key={i} className="product-rail-item product-card-skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="product-rail-empty">{emptyText}</p>
      ) : (
        <ul id={listId} ref={rail.ref} className="product-rail-list" aria-label={title}>
          {items.map((product) => (
            <li key={product.productId} className="product-rail-item">
              <ProductCard product={product} showCart={cart} showWishlist={wishlist} headingLevel={(headingLevel + 1) as 3 | 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ViewAll({
  href,
  label = 'View all',
  external,
  title,
}: {
  href: string;
  label?: string;
  external?: boolean | undefined;
  title: string;
}) {
  const content = (
    <>
      {label}
      <span className="visually-hidden"> {title}</span>
    </>
  );
  return external ? (
    <a className="product-rail-all" href={href} rel="noopener">
      {content}
    </a>
  ) : (
    <AppLink className="product-rail-all" to={href}>
      {content}
    </AppLink>
  );
}
