/** Catalogue listings as a shopper sees them: filters, keyword search, sorting, paging, facets, rails, suggestions. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type Schemas } from '@attar/sdk';
import { useMockShop } from './harness.ts';

const mock = useMockShop();

const client = () => createAttarClient({ baseUrl: 'http://shop.test', validateReplies: true, session: createMemorySession() });
const prices = (items: Schemas['ProductSummary'][]) => items.map((i) => i.price);
const isSorted = (values: number[], order: 'asc' | 'desc') =>
  values.every((v, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));

/** Every card of a listing, page after page. */
async function everything(
  body: Schemas['CatalogFilterSelection'] = {},
  query: { sortType?: Schemas['CatalogSortType']; keyword?: string } = {},
) {
  const items: Schemas['ProductSummary'][] = [];
  for (let pageNum = 1; ; pageNum++) {
    const { data, error } = await client().catalog.list({ ...body, ...query, pageNum, pageSize: 48 });
    if (error) throw error;
    items.push(...data.items);
    if (pageNum >= data.paging.totalPages) return items;
  }
}

describe('catalog.list paging and sorting', () => {
  it('lists the 53 perfumes 8 a page, cheapest first by default', async () => {
    const { data } = await client().catalog.list({});
    expect(data!.paging).toEqual({ pageNum: 1, pageSize: 8, totalItems: 53, totalPages: 7 });
    expect(data!.items).toHaveLength(8);
    expect(data!).toMatchObject({ sortType: 'price_low_to_high', sortOrder: 'asc', applied: {} });
    const all = await everything();
    expect(new Set(all.map((i) => i.productId)).size).toBe(53);
    expect(isSorted(prices(all), 'asc')).toBe(true);
  });

  it('takes the client page size of 12, ends with a short page and answers an empty page past the end', async () => {
    const last = await client().catalog.list({ pageSize: 12, pageNum: 5 });
    expect(last.data!.paging).toEqual({ pageNum: 5, pageSize: 12, totalItems: 53, totalPages: 5 });
    expect(last.data!.items).toHaveLength(5);
    const past = await client().catalog.list({ pageSize: 12, pageNum: 6 });
    expect(past.data!.items).toEqual([]);
  });

  it('refuses a page size above the spec maximum of 48, naming the field', async () => {
    const { error } = await client().catalog.list({ pageSize: 49 });
    expect(error).toMatchObject({ status: 400, code: 'request.invalid', fieldErrors: [{ field: 'pageSize' }] });
  });

  it('sorts by price high to low, rating and discount in the direction asked', async () => {
    const high = await everything({}, { sortType: 'price_high_to_low' });
    expect(isSorted(prices(high), 'desc')).toBe(true);
    const rating = await client().catalog.list({ sortType: 'rating', pageSize: 48 });
    expect(rating.data!.sortOrder).toBe('desc');
    expect(
      isSorted(
        rating.data!.items.map((i) => i.rating.average),
        'desc',
      ),
    ).toBe(true);
    const discount = await client().catalog.list({ sortType: 'discount', sortOrder: 'asc', pageSize: 48 });
    expect(discount.data!.sortOrder).toBe('asc');
    expect(
      isSorted(
        discount.data!.items.map((i) => i.discountPercent),
        'asc',
      ),
    ).toBe(true);
  });

  it('puts new arrivals first when sorted by newest, and the best sellers are a stable order', async () => {
    const newest = await client().catalog.list({ sortType: 'newest', pageSize: 11 });
    expect(newest.data!.items.every((i) => i.isNew)).toBe(true);
    const a = await client().catalog.list({ sortType: 'popularity' });
    const b = await client().catalog.list({ sortType: 'popularity' });
    expect(a.data!.items.map((i) => i.productId)).toEqual(b.data!.items.map((i) => i.productId));
  });
});

describe('catalog.list filters and keyword search', () => {
  it('filters by category, audience, brand and family', async () => {
    const him = await everything({ categoryIds: ['CA00001'] });
    expect(him).toHaveLength(18);
    expect(him.every((i) => i.category.categoryName === 'For Him' && i.audience === 'MEN')).toBe(true);
    expect(await everything({ audiences: ['WOMEN', 'UNISEX'] })).toHaveLength(35);
    const house = await everything({ brandIds: ['BR00001'] });
    expect(house.length).toBeGreaterThanOrEqual(10);
    expect(house.every((i) => i.brand.brandName === 'Attar House')).toBe(true);
    const woody = await everything({ fragranceFamilies: ['WOODY', 'LEATHER'], audiences: ['MEN'] });
    expect(woody.map((i) => i.name)).toEqual(expect.arrayContaining(['Oud Noir', 'Leather Raja', 'Tabac Royale']));
    expect(woody.every((i) => i.audience === 'MEN')).toBe(true);
    const newArrivals = await everything({ categoryIds: ['CA00004'] });
    expect(newArrivals.length).toBeGreaterThanOrEqual(10);
    expect(newArrivals.every((i) => i.isNew)).toBe(true);
  });

  it('shows the chosen size on each card and keeps to the price range', async () => {
    const { data } = await client().catalog.list({ audiences: ['WOMEN', 'UNISEX'], priceMax: 2000, sizes: [50], inStock: true });
    expect(data!.applied).toEqual({ audiences: ['WOMEN', 'UNISEX'], priceMax: 2000, sizes: [50], inStock: true });
    const all = await everything({ audiences: ['WOMEN', 'UNISEX'], priceMax: 2000, sizes: [50], inStock: true });
    expect(all.length).toBe(data!.paging.totalItems);
    expect(all.length).toBeGreaterThan(3);
    for (const card of all) {
      expect(card.cin).toMatch(/-50$/);
      expect(card.price).toBeLessThanOrEqual(2000);
      expect(card.inStock).toBe(true);
    }
  });

  it('lists sold-out perfumes only when asked, and sale items on their own', async () => {
    const inStock = await everything({ inStock: true });
    expect(inStock.some((i) => i.name === 'Champaca Gold')).toBe(false);
    const soldOut = await everything({ inStock: false });
    expect(soldOut.map((i) => i.name)).toEqual(expect.arrayContaining(['Champaca Gold', 'Goa Breeze', 'Shamama Attar']));
    const sale = await everything({ onSale: true });
    expect(sale.length).toBeGreaterThan(10);
    expect(sale.every((i) => i.onSale && i.mrp >= i.price)).toBe(true);
  });

  it('refuses a price range that is upside down', async () => {
    const { error } = await client().catalog.list({ priceMin: 3000, priceMax: 1000 });
    expect(error).toMatchObject({ status: 400, code: 'request.invalid', fieldErrors: [{ field: 'priceMin' }] });
  });

  it('searches names, notes, brands and audiences', async () => {
    const oud = await everything({}, { keyword: 'oud' });
    expect(oud.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Oud Noir', 'Oud Sultan', 'Honey Oud', 'Hina Royal', 'Leather Raja']),
    );
    const oudForMen = await everything({}, { keyword: 'oud for men' });
    expect(oudForMen.length).toBeGreaterThan(0);
    expect(oudForMen.every((i) => i.audience === 'MEN')).toBe(true);
    const mogra = await client().catalog.list({ keyword: 'Mogra' });
    expect(mogra.data!.items.map((i) => i.name)).toContain('Mogra Bloom');
    expect(mogra.data!.keyword).toBe('Mogra');
    const kannauj = await everything({}, { keyword: 'kannauj classics' });
    expect(kannauj.every((i) => i.brand.brandName === 'Kannauj Classics')).toBe(true);
  });

  it('answers an empty page with a message when nothing matches', async () => {
    const { data, meta } = await client().catalog.list({ keyword: 'durian' });
    expect(data!.items).toEqual([]);
    expect(data!.paging.totalItems).toBe(0);
    expect(meta!.message).toBe('No perfumes match "durian".');
  });
});

describe('catalog.filters', () => {
  it('counts each facet within the selection and marks the chosen values', async () => {
    const { data } = await client().catalog.filters({
      facets: ['audiences', 'categories', 'brands', 'priceRanges', 'sizes', 'fragranceFamilies'],
      within: { categoryIds: ['CA00001'] },
    });
    expect(data!.totalItems).toBe(18);
    const facet = (name: string) => data!.facets.find((f) => f.name === name)!;
    expect(facet('categories').values).toContainEqual({ value: 'CA00001', label: 'For Him', count: 18, selected: true });
    expect(facet('categories').values.find((v) => v.value === 'CA00002')!.count).toBe(19);
    expect(facet('audiences').values).toEqual([{ value: 'MEN', label: 'Men', count: 18 }]);
    expect(facet('priceRanges').kind).toBe('range');
    expect(facet('priceRanges').values.reduce((n, v) => n + v.count, 0)).toBe(18);
    expect(facet('brands').values.reduce((n, v) => n + v.count, 0)).toBe(18);
    expect(facet('sizes').values.map((v) => v.value)).toEqual(expect.arrayContaining(['12', '30', '50', '100']));
  });

  it('narrows the facets by keyword', async () => {
    const { data } = await client().catalog.filters({ facets: ['fragranceFamilies'], keyword: 'rose' });
    expect(data!.totalItems).toBeGreaterThan(3);
    expect(data!.facets[0]!.values.find((v) => v.value === 'FLORAL')!.count).toBeGreaterThan(0);
  });
});

describe('catalog.query (content rails)', () => {
  it('loads a category rail of at most dataLimit products, 8 a page', async () => {
    const first = await client().catalog.query({
      actionType: 'CA',
      actionPayload: { id: 'CA00002', name: 'For Her' },
      dataLimit: 10,
    });
    expect(first.data!.items).toHaveLength(8);
    expect(first.data!.paging).toEqual({ pageNum: 1, pageSize: 8, totalItems: 10, totalPages: 2 });
    expect(first.data!.items.every((i) => i.category.categoryId === 'CA00002')).toBe(true);
    const second = await client().catalog.query({
      actionType: 'CA',
      actionPayload: { id: 'CA00002', name: 'For Her' },
      dataLimit: 10,
      pageNum: 2,
    });
    expect(second.data!.items).toHaveLength(2);
    const four = await client().catalog.query({
      actionType: 'CA',
      actionPayload: { id: 'CA00003', name: 'Unisex' },
      dataLimit: 4,
    });
    expect(four.data!.items).toHaveLength(4);
  });

  it('loads the brand rail and the New Arrivals rail', async () => {
    const brand = await client().catalog.query({
      actionType: 'B',
      actionPayload: { id: 'BR00001', name: 'Attar House' },
      pageSize: 10,
    });
    expect(brand.data).toMatchObject({ actionType: 'B', actionPayload: { id: 'BR00001', name: 'Attar House' } });
    expect(brand.data!.items).toHaveLength(10);
    expect(brand.data!.items.every((i) => i.brand.brandId === 'BR00001')).toBe(true);
    const fresh = await client().catalog.query({
      actionType: 'CA',
      actionPayload: { id: 'CA00004', name: 'New Arrivals' },
      pageSize: 10,
    });
    expect(fresh.data!.items).toHaveLength(10);
    expect(fresh.data!.items.every((i) => i.isNew)).toBe(true);
  });

  it('refuses a rail whose id does not fit its actionType, an unknown one, and a dataLimit above 10', async () => {
    const mismatch = await client().catalog.query({ actionType: 'CA', actionPayload: { id: 'BR00001', name: 'Attar House' } });
    expect(mismatch.error).toMatchObject({ status: 400, fieldErrors: [{ field: 'actionPayload.id' }] });
    const unknown = await client().catalog.query({ actionType: 'B', actionPayload: { id: 'BR00042', name: 'Nobody' } });
    expect(unknown.error).toMatchObject({ status: 404, code: 'catalog.brandNotFound' });
    const tooMany = await client().catalog.query({
      actionType: 'CA',
      actionPayload: { id: 'CA00001', name: 'For Him' },
      dataLimit: 11,
    });
    expect(tooMany.error).toMatchObject({ status: 400, code: 'request.invalid' });
  });
});

describe('catalog.suggest', () => {
  it('completes search phrases and suggests products and categories', async () => {
    const { data } = await client().catalog.suggest({ keyword: 'oud', limit: 8 });
    expect(data!.keywords[0]).toBe('oud');
    expect(data!.keywords).toEqual(expect.arrayContaining(['oud attar', 'oud for men']));
    expect(data!.products.map((p) => p.name)).toContain('Oud Noir');
    expect(data!.products.length).toBeLessThanOrEqual(8);
    expect(data!.categories).toContainEqual({ categoryId: 'CA00001', categoryName: 'For Him' });
  });

  it('suggests nothing for a word the catalogue does not know', async () => {
    const { data } = await client().catalog.suggest({ keyword: 'durian' });
    expect(data).toEqual({ keyword: 'durian', keywords: [], products: [], categories: [] });
  });
});
