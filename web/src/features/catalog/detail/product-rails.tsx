/**
 * The product page's rails, each behind its section flag: related, similar, upsell and cross-sell, and
 * (for a signed-in buyer) recently viewed; none shows the product on show, and no product shows twice.
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
  // below the fold: hydrated when wanted (lib/deferred-region.tsx)
  return (
    <DeferredRegion className="pdp-rails">
      <Rails productId={productId} sections={sections} />
    </DeferredRegion>
  );
}

type Summary = Schemas['ProductSummary'];
interface RailRead {
  data?: { items: readonly Summary[] } | undefined;
  error?: unknown;
  mutate: () => unknown;
}

/**
 * Each rail's products without the product on show and without any an earlier rail already shows. A
 * rail waits (undefined) until every rail before it has its products, so nothing jumps from one rail to
 * another as they arrive; a rail that failed counts as empty.
 * @example distinctRails('PR1', [[a, PR1, b], [b, c]]) // [[a, b], [c]]
 */
export function distinctRails(
  productId: string,
  lists: ReadonlyArray<{ items: readonly Summary[] | undefined; settled: boolean }>,
): Array<Summary[] | undefined> {
  const seen = new Set([productId]);
  let waiting = false;
  return lists.map(({ items, settled }) => {
    if (waiting || !settled) {
      waiting = true;
      return undefined;
    }
    const own = (items ?? []).filter((p) => !seen.has(p.productId));
    for (const p of own) seen.add(p.productId);
    return own;
  });
}

function Rails({ productId, sections }: { productId: string; sections: Sections }) {
  const auth = useSignedIn();
  const on = {
    related: !!sections.relatedProducts,
    similar: !!sections.similarItems,
    upsell: !!sections.upsellCrossSell,
    recent: !!sections.recentlyViewed && auth,
  };
  const relatedInput = (relation: Relation) => ({ relation, itemId: productId, limit: LIMIT });
  const reads = {
    related: useAction('catalogRelated', on.related ? relatedInput('related') : null),
    similar: useAction('catalogSimilar', on.similar ? { similarTo: productId, limit: LIMIT } : null),
    upsell: useAction('catalogRelated', on.upsell ? relatedInput('upsell') : null),
    crosssell: useAction('catalogRelated', on.upsell ? relatedInput('crosssell') : null),
    // the product page itself records the view; an older list is fine here
    recent: useAction('catalogRecentlyViewed', on.recent ? {} : null),
  };
  const rails: Array<{ key: string; title: string; read: RailRead }> = [
    on.related ? { key: 'related', title: 'You may also like', read: reads.related } : null,
    on.similar ? { key: 'similar', title: 'Similar perfumes', read: reads.similar } : null,
    on.upsell ? { key: 'upsell', title: 'Treat yourself', read: reads.upsell } : null,
    on.upsell ? { key: 'crosssell', title: 'Goes well with', read: reads.crosssell } : null,
    on.recent ? { key: 'recent', title: 'Recently viewed', read: reads.recent } : null,
  ].filter((rail) => rail !== null);
  // the shopper's own history keeps its perfumes: the other rails leave out what it shows, not the
  // other way round (it is the rail a shopper comes back to look for)
  const order = rails.map((_, i) => i).sort((a, b) => Number(rails[b]!.key === 'recent') - Number(rails[a]!.key === 'recent'));
  const distinct = distinctRails(
    productId,
    order
      .map((i) => rails[i]!.read)
      .map((read) => ({ items: read.data?.items, settled: read.data !== undefined || read.error !== undefined })),
  );
  const items = rails.map((_, i) => distinct[order.indexOf(i)]);
  return rails.map((rail, i) => (
    <ProductRail
      key={rail.key}
      title={rail.title}
      items={items[i]?.slice(0, LIMIT)}
      error={rail.read.error}
      onRetry={() => void rail.read.mutate()}
    />
  ));
}
