// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, summary } from '../../../test-support/catalog-test-kit.tsx';

const p = (id: string) => summary({ productId: id, name: `Perfume ${id}`, cin: `CIN-${id}` });
const replies = vi.hoisted(() => ({}) as Record<string, unknown>);
vi.mock('../../../data/use-action.ts', () => ({
  useAction: (action: string, input: { relation?: string } | null) => ({
    data: input ? replies[input.relation ?? action] : undefined,
    mutate: vi.fn(),
  }),
}));
vi.mock('../../../lib/deferred-region.tsx', () => ({
  DeferredRegion: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('../../../data/cart-actions.ts', () => ({ addToCart: async () => undefined }));
vi.mock('../../../data/wishlist-actions.ts', () => ({
  useWishlist: () => ({ productIds: [], count: 0, isLoading: false }),
  toggleWishlist: async () => undefined,
  WISHLIST_SIGN_IN_MESSAGE: '',
}));
const signedIn = vi.hoisted(() => ({ value: false }));
vi.mock('../../../state/signed-in.ts', () => ({ useSignedIn: () => signedIn.value }));
const { ProductRails, distinctRails } = await import('./product-rails.tsx');

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

afterEach(cleanup);

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
    signedIn.value = true;
    replies.related = { items: [p('PR2'), p('PR3')] };
    replies.catalogSimilar = { items: [p('PR4')] };
    replies.upsell = { items: [] };
    replies.crosssell = { items: [] };
    replies.catalogRecentlyViewed = { items: [p('PR2'), p('PR1')] };
    renderAt(<ProductRails productId="PR1" sections={{ ...sections, recentlyViewed: true }} />);
    expect(railNames('Recently viewed')).toEqual(['PR2']);
    expect(railNames('You may also like')).toEqual(['PR3']);
    signedIn.value = false;
  });
});
