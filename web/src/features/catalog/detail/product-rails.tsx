/**
 * The product page's rails, each behind its section flag: related, similar, upsell and cross-sell, and
 * (for a signed-in buyer) recently viewed without the product on show.
 */
import type { Schemas } from '@attar/sdk';
import { useAction } from '../../../data/use-action.ts';
import { store } from '../../../state/store.ts';
import { useSignedIn } from '../../../state/signed-in.ts';
import { ProductRail } from '../product-rail.tsx';
import { DeferredRegion } from '../../../lib/deferred-region.tsx';

type Sections = Schemas['ProductDetailBlock']['elements'][number]['sections'];
type Relation = Schemas['CatalogRelation'];

/** Products per rail (docs/product-rules.md §9). */
const LIMIT = 10;

export function ProductRails({ productId, sections }: { productId: string; sections: Sections }) {
  const auth = useSignedIn();
  const rails = [
    sections.relatedProducts ? (
      <RelatedRail key="related" productId={productId} relation="related" title="You may also like" />
    ) : null,
    sections.similarItems ? <SimilarRail key="similar" productId={productId} /> : null,
    sections.upsellCrossSell ? <RelatedRail key="upsell" productId={productId} relation="upsell" title="Treat yourself" /> : null,
    sections.upsellCrossSell ? (
      <RelatedRail key="crosssell" productId={productId} relation="crosssell" title="Goes well with" />
    ) : null,
    sections.recentlyViewed && auth ? <RecentlyViewedRail key="recent" productId={productId} /> : null,
  ].filter((rail) => rail !== null);
  // below the fold: hydrated when wanted (lib/deferred-region.tsx)
  return <DeferredRegion className="pdp-rails">{rails}</DeferredRegion>;
}

function RelatedRail({ productId, relation, title }: { productId: string; relation: Relation; title: string }) {
  const { data, error, mutate } = useAction('catalogRelated', { relation, itemId: productId, limit: LIMIT });
  return (
    <ProductRail
      title={title}
      items={data?.items.filter((p) => p.productId !== productId)}
      error={error}
      onRetry={() => void mutate()}
    />
  );
}

function SimilarRail({ productId }: { productId: string }) {
  const { data, error, mutate } = useAction('catalogSimilar', { similarTo: productId, limit: LIMIT });
  return (
    <ProductRail
      title="Similar perfumes"
      items={data?.items.filter((p) => p.productId !== productId)}
      error={error}
      onRetry={() => void mutate()}
    />
  );
}

function RecentlyViewedRail({ productId }: { productId: string }) {
  // the product page itself records the view; an older list is fine here
  const { data, error, mutate } = useAction('catalogRecentlyViewed', {});
  return (
    <ProductRail
      title="Recently viewed"
      items={data?.items.filter((p) => p.productId !== productId).slice(0, LIMIT)}
      error={error}
      onRetry={() => void mutate()}
    />
  );
}
