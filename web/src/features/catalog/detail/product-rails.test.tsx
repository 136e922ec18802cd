// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../../../state/store.ts';
import { cannedReads } from '../../../test-support/canned-reads.tsx';
import { renderAt as renderIn, summary } from '../../../test-support/catalog-test-kit.tsx';
import { ProductRails, distinctRails } from './product-rails.tsx';

const p = (id: string) => summary({ productId: id, name: `Perfume ${id}`, cin: `CIN-${id}` });
// each rail's read, by its relation (or action); the rest (the wishlist, the site) reads nothing
let replies: Record<string, unknown> = {};
const reads = cannedReads((action, input) => {
  const relation = (input as { relation?: string } | null)?.relation;
  return replies[relation ?? action];
});
const renderAt = (ui: Parameters<typeof renderIn>[0]) => renderIn(ui, '/', '*', reads.wrapper);

const sections = {
  pincodeCheck: true,
  reviews: true,
  otherDetails: true,
  relatedProducts: true,
  similarItems: true,
  upsellCrossSell: true,
  recentlyViewed: false,
};
const railNames = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('data-product'));

afterEach(() => {
  cleanup();
  replies = {};
  store.auth = false;
});

describe("the product page's rails", () => {
  it('show neither the product itself nor a product an earlier rail shows', () => {
    replies.related = { items: [p('PR2'), p('PR1'), p('PR3')] };
    replies.catalogSimilar = { items: [p('PR3'), p('PR4'), p('PR1')] };
    replies.upsell = { items: [p('PR2'), p('PR5')] };
    replies.crosssell = { items: [p('PR4'), p('PR5')] };
    renderAt(<ProductRails productId="PR1" sections={sections} />);
    expect(railNames('You may also like')).toEqual(['PR2', 'PR3']);
    expect(railNames('Similar perfumes')).toEqual(['PR4']);
    expect(railNames('Treat yourself')).toEqual(['PR5']);
    // nothing new left: the rail is not shown
    expect(screen.queryByRole('region', { name: 'Goes well with' })).toBeNull();
  });

  it('a rail waits for the rails before it, so nothing moves between rails as they arrive', () => {
    const lists = distinctRails('PR1', [
      { items: undefined, settled: false },
      { items: [p('PR2')], settled: true },
    ]);
    expect(lists).toEqual([undefined, undefined]);
    expect(
      distinctRails('PR1', [
        { items: undefined, settled: true },
        { items: [p('PR2')], settled: true },
      ]),
    ).toEqual([[], [p('PR2')]]);
  });

  it("keeps the shopper's recently viewed perfumes: the other rails leave out what it shows", () => {
    store.auth = true;
    replies.related = { items: [p('PR2'), p('PR3')] };
    replies.catalogSimilar = { items: [p('PR4')] };
    replies.upsell = { items: [] };
    replies.crosssell = { items: [] };
    replies.catalogRecentlyViewed = { items: [p('PR2'), p('PR1')] };
    renderAt(<ProductRails productId="PR1" sections={{ ...sections, recentlyViewed: true }} />);
    expect(railNames('Recently viewed')).toEqual(['PR2']);
    expect(railNames('You may also like')).toEqual(['PR3']);
  });
});
