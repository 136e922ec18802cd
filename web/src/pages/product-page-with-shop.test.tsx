// @vitest-environment happy-dom
// @vitest-isolate after another storefront file in the same module graph its rails never fill (shared module state; not traced further)
/**
 * The product page's parts against the mock shop (issue 18 item 10): the related, similar, upsell and
 * cross-sell rails with the shop's own answers, the reviews ten to a page, a review the buyer wrote
 * offering no vote, and buy now carrying the personalisation (decision 019) to the checkout, also
 * through a guest's sign-in.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap } from '@attar/sdk';
import { api } from '../data/client.ts';
import { buyNow } from '../data/cart-actions.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { renderRoutes, useShopInPage } from '../test-support/shop-kit.tsx';
import { ProductRails } from '../features/catalog/detail/product-rails.tsx';
import { ProductReviews } from '../features/catalog/detail/product-reviews.tsx';

const shop = useShopInPage();

const railIds = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('data-product')!);

describe("the product page's rails", () => {
  it("show each relation's products as the shop ranks them, none twice and never the product itself", async () => {
    renderRoutes(
      [
        {
          path: '/p/*',
          element: (
            <ProductRails
              productId="PR00005"
              sections={{
                pincodeCheck: false,
                reviews: false,
                otherDetails: false,
                relatedProducts: true,
                similarItems: true,
                upsellCrossSell: true,
                recentlyViewed: true,
              }}
            />
          ),
        },
      ],
      '/p/monsoon-mitti/UFIwMDAwNQ',
    );
    // each rail waits for the ones before it: the last one's cards come last
    await waitFor(() => expect(railIds('Goes well with').length).toBeGreaterThan(0));
    // the catalogue's calls (the rails also read the site configuration for the store's features)
    const asked = shop.sent
      .filter((c) => c.action.startsWith('catalog'))
      .map((c) => `${c.action} ${JSON.stringify(c.body)}`)
      .sort();
    expect(asked).toEqual([
      'catalogRelated {"relation":"crosssell","itemId":"PR00005","limit":10}',
      'catalogRelated {"relation":"related","itemId":"PR00005","limit":10}',
      'catalogRelated {"relation":"upsell","itemId":"PR00005","limit":10}',
      'catalogSimilar {"similarTo":"PR00005","limit":10}',
    ]);
    // what the shop answers for each relation, read apart from the page
    const client = createAttarClient({ baseUrl: location.origin, session: createMemorySession() });
    const related = (relation: 'related' | 'upsell' | 'crosssell') =>
      client.catalog.related({ relation, itemId: 'PR00005', limit: 10 }).then((r) => unwrap(r).items.map((p) => p.productId));
    const answers = [
      ['You may also like', await related('related')],
      [
        'Similar perfumes',
        unwrap(await client.catalog.similar({ similarTo: 'PR00005', limit: 10 })).items.map((p) => p.productId),
      ],
      ['Treat yourself', await related('upsell')],
      ['Goes well with', await related('crosssell')],
    ] as const;
    const seen = new Set(['PR00005']);
    for (const [title, answer] of answers) {
      const expected = answer.filter((id) => !seen.has(id));
      expect(expected.length, title).toBeGreaterThan(0);
      expect(railIds(title), title).toEqual(expected);
      for (const id of expected) seen.add(id);
    }
    const shown = answers.flatMap(([title]) => railIds(title));
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).not.toContain('PR00005');
    // a guest has no recently viewed rail
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  });
});

/** Published reviews of Oud Noir by other shoppers, added to the shop's seeded ones. */
function addReviews(count: number): void {
  const items = shop.shop.state.reviews.items;
  for (let i = 1; i <= count; i++) {
    const reviewId = `RV9${String(i).padStart(5, '0')}`;
    const at = new Date(Date.parse('2026-11-19T10:00:00Z') - i * 3_600_000).toISOString();
    items[reviewId] = {
      reviewId,
      productId: 'PR00005',
      buyerId: `seed:test${i}`,
      reviewerName: `Reviewer ${String.fromCharCode(64 + i)}.`,
      rating: 4,
      score: 6,
      title: `Review number ${i}`,
      desc: 'Lovely.',
      images: [],
      imagesAdded: 0,
      status: 'PUBLISHED',
      verifiedPurchase: true,
      helpfulCount: 0,
      notHelpfulCount: 0,
      createdAt: at,
      updatedAt: at,
    };
  }
}

const reviewTitles = () => [...document.querySelectorAll('.pdp-review-list .pdp-review-title')].map((h) => h.textContent);

describe('the reviews on the product page', () => {
  it('come ten to a page, newest first; the older ones are on the next page', async () => {
    addReviews(12);
    const total = Object.values(shop.shop.state.reviews.items).filter((r) => r.productId === 'PR00005' && r.desc).length;
    renderRoutes([{ path: '/p/*', element: <ProductReviews productId="PR00005" /> }], '/p/monsoon-mitti/UFIwMDAwNQ');
    const pages = await screen.findByRole('navigation', { name: 'Review pages' });
    expect(pages.textContent).toContain(`Page 1 of ${Math.ceil(total / 10)}`);
    expect(reviewTitles()).toHaveLength(10);
    expect(reviewTitles().slice(0, 2)).toEqual(['Review number 1', 'Review number 2']);
    fireEvent.click(within(pages).getByRole('button', { name: 'Older reviews' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Review pages' }).textContent).toContain('Page 2 of'));
    await waitFor(() => expect(reviewTitles()).toHaveLength(Math.min(10, total - 10)));
    expect(reviewTitles()).toContain('Review number 11');
    expect(reviewTitles()).not.toContain('Review number 10');
    expect(shop.calls('reviewsListByProduct').map((c) => [c.query.pageNum, c.query.pageSize])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });

  it("offer no helpful vote on the buyer's own review, which the shop would refuse", async () => {
    shop.signIn();
    // the demo buyer reviews the Gulab Jal delivered to her yesterday
    const mine = unwrap(
      await api.reviews.add({
        productId: 'PR00003',
        fulfillmentId: 'FL26111500011',
        variantId: 'ATR-GUL-50',
        rating: 5,
        score: 6,
        title: 'Like a rose garden',
        desc: 'Fresh and soft, lasts the whole morning.',
      }),
    );
    renderRoutes([{ path: '/p/*', element: <ProductReviews productId="PR00003" /> }], '/p/gulab-jal/UFIwMDAwMw');
    const own = (await screen.findByRole('heading', { name: 'Like a rose garden' })).closest('article')!;
    await waitFor(() => expect(within(own).getByText('Your review')).toBeTruthy());
    expect(within(own).queryByRole('group', { name: 'Was this review helpful?' })).toBeNull();
    const articles = [...document.querySelectorAll('.pdp-review-list article')];
    expect(articles.length).toBeGreaterThan(1);
    for (const other of articles.filter((a) => a !== own))
      expect(within(other as HTMLElement).getByRole('group', { name: 'Was this review helpful?' })).toBeTruthy();
    // the shop refuses such a vote in words the shopper can read
    const vote = await api.reviews.markHelpful({ reviewId: mine.reviewId, helpful: true });
    expect(vote.error).toMatchObject({ code: 'review.ownReview', message: 'You cannot vote on your own review.' });
  });
});

const engraved = {
  custom: true,
  customType: 'PERSONALISED',
  customization: [
    { name: 'engraving', value: 'For Meera' },
    { name: 'cap', value: 'Gold' },
  ],
};

/** The checkout at `url` (a buy-now route) until it shows the buy-now checkout's item with its personalisation. */
async function checkoutShows(url: string) {
  renderRoutes([{ path: '/checkout', element: <CheckoutPage /> }], url);
  await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/checkout\?buyNow=CK/));
  const personalisation = await screen.findByRole('list', { name: 'Personalisation' });
  return [...personalisation.querySelectorAll('li')].map((li) => li.textContent);
}

describe('buy now with a personalisation', () => {
  it("carries the engraving and finish to the buyer's buy-now checkout, priced by the shop", async () => {
    shop.signIn();
    const started = await buyNow('ATR-OUD-100', 1, engraved);
    expect(started).toEqual({ route: expect.stringMatching(/^\/checkout\?buyNow=CK/) });
    expect(shop.calls('checkoutBuyNow').map((c) => c.body)).toEqual([
      { buyNow: true, cin: 'ATR-OUD-100', quantity: 1, ...engraved },
    ]);
    expect(await checkoutShows((started as { route: string }).route)).toEqual([
      'Engrave the bottle: For Meera, +₹199 each',
      'Cap finish: Gold',
    ]);
  });

  it("keeps it through a guest's sign-in: the route back starts the buy-now with it", async () => {
    const started = await buyNow('ATR-OUD-100', 2, engraved);
    expect(shop.calls('checkoutBuyNow')).toEqual([]);
    const route = (started as { route: string }).route;
    expect(route).toMatch(/^\/login\?returnTo=/);
    const returnTo = new URL(route, location.origin).searchParams.get('returnTo')!;
    shop.signIn();
    expect(await checkoutShows(returnTo)).toEqual(['Engrave the bottle: For Meera, +₹199 each', 'Cap finish: Gold']);
    expect(shop.calls('checkoutBuyNow').map((c) => c.body)).toEqual([
      { buyNow: true, cin: 'ATR-OUD-100', quantity: 2, ...engraved },
    ]);
  });

  it('buys nothing when the carried personalisation cannot be read, and says so', async () => {
    shop.signIn();
    renderRoutes(
      [{ path: '/checkout', element: <CheckoutPage /> }],
      '/checkout?buyNowCin=ATR-OUD-100&quantity=1&personalisation=%7Bbroken',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The personalisation of this bottle could not be read.');
    expect(shop.calls('checkoutBuyNow')).toEqual([]);
  });
});
