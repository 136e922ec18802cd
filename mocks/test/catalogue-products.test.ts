/** Product pages: detail, sizes, related and similar items, other details, policies, recently viewed. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession } from '@attar/sdk';
import { startSession } from '../src/core/sessions.ts';
import { useMockShop } from './harness.ts';

const mock = useMockShop();

const BASE = 'http://shop.test';
const client = () => createAttarClient({ baseUrl: BASE, validateReplies: true, session: createMemorySession() });
/** A signed-in buyer (the accounts seed's demo buyer). */
const buyer = () =>
  createAttarClient({
    baseUrl: BASE,
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, 'BY000017').token),
  });

describe('catalog.product and catalog.productByHandle', () => {
  it('returns the whole product page by id', async () => {
    const { data } = await client().catalog.product({ itemId: 'PR00012' });
    expect(data).toMatchObject({
      productId: 'PR00012',
      slug: 'oud-noir',
      name: 'Oud Noir',
      audience: 'MEN',
      category: { categoryId: 'CA00001', categoryName: 'For Him' },
      brand: { brandId: 'BR00001', brandName: 'Attar House' },
      notes: { top: ['Saffron', 'Pink pepper'], heart: ['Oud', 'Rose'], base: ['Amber', 'Sandalwood', 'Musk'] },
      fragranceFamily: 'WOODY',
      concentration: 'EDP',
      defaultCin: 'ATR-OUD-100',
      onSale: true,
      returnable: false,
    });
    expect(data!.images[0]!.url).toBe('/media/products/oud-noir-640.jpg');
    expect(data!.variants.map((v) => [v.cin, v.price, v.mrp, v.discountPercent])).toEqual([
      ['ATR-OUD-12', 699, 799, 13],
      ['ATR-OUD-50', 1599, 1899, 16],
      ['ATR-OUD-100', 2499, 2999, 17],
    ]);
    expect(data).not.toHaveProperty('wishlisted');
  });

  it('preselects the size asked for, and refuses a size of another perfume', async () => {
    const { data } = await client().catalog.product({ itemId: 'PR00012', cin: 'ATR-OUD-50' });
    expect(data!.defaultCin).toBe('ATR-OUD-50');
    const { error } = await client().catalog.product({ itemId: 'PR00012', cin: 'ATR-ROSE-12' });
    expect(error).toMatchObject({ status: 404, code: 'catalog.variantNotFound' });
  });

  it('finds a product by its slug', async () => {
    const { data } = await client().catalog.productByHandle({ handle: 'mogra-bloom' });
    expect(data).toMatchObject({ productId: 'PR00025', name: 'Mogra Bloom', isNew: true, onSale: false, returnable: true });
  });

  it('answers 404 for an unknown product or slug', async () => {
    const byId = await client().catalog.product({ itemId: 'PR09999' });
    expect(byId.error).toMatchObject({ status: 404, code: 'catalog.productNotFound', message: 'Product PR09999 was not found.' });
    const bySlug = await client().catalog.productByHandle({ handle: 'unicorn-tears' });
    expect(bySlug.error).toMatchObject({ status: 404, code: 'catalog.productNotFound' });
  });

  it('marks the product wishlisted for a signed-in buyer', async () => {
    const shopper = buyer();
    await shopper.wishlist.add({ wishList: { productId: 'PR00018' } });
    expect((await shopper.catalog.product({ itemId: 'PR00018' })).data!.wishlisted).toBe(true);
    expect((await shopper.catalog.product({ itemId: 'PR00001' })).data!.wishlisted).toBe(false);
  });
});

describe('sizes, related and similar products', () => {
  it('lists the sizes smallest first', async () => {
    const { data } = await client().catalog.variants({ productId: 'PR00018' });
    expect(data).toMatchObject({ productId: 'PR00018', sizes: [6, 12, 24], defaultCin: 'ATR-ROSE-12' });
    expect(data!.variants.map((v) => v.label)).toEqual(['6 ml', '12 ml', '24 ml']);
  });

  it('relates by family or category, upsells pricier perfumes for the same wearer, cross-sells other families', async () => {
    const product = (await client().catalog.product({ itemId: 'PR00018' })).data!;
    const related = (await client().catalog.related({ relation: 'related', itemId: 'PR00018', limit: 6 })).data!;
    expect(related.items).toHaveLength(6);
    expect(related.items.every((i) => i.productId !== 'PR00018')).toBe(true);
    const upsell = (await client().catalog.related({ relation: 'upsell', itemId: 'PR00018', limit: 4 })).data!;
    expect(upsell).toMatchObject({ relation: 'upsell', itemId: 'PR00018' });
    expect(upsell.items.length).toBeGreaterThan(0);
    expect(upsell.items.every((i) => i.audience === 'WOMEN' && i.price > 1299)).toBe(true);
    const cross = (await client().catalog.related({ relation: 'crosssell', itemId: 'PR00018' })).data!;
    expect(cross.items.length).toBeGreaterThan(0);
    for (const item of cross.items) {
      const page = (await client().catalog.product({ itemId: item.productId })).data!;
      expect(page.fragranceFamily).not.toBe(product.fragranceFamily);
    }
  });

  it('finds perfumes with a similar scent profile', async () => {
    const { data } = await client().catalog.similar({ similarTo: 'PR00021', limit: 4 });
    expect(data!.similarTo).toBe('PR00021');
    expect(data!.items.length).toBeGreaterThan(0);
    expect(data!.items.length).toBeLessThanOrEqual(4);
    expect(data!.items.map((i) => i.productId)).not.toContain('PR00021');
  });

  it('answers 404 when the product of a relation is unknown', async () => {
    const { error } = await client().catalog.similar({ similarTo: 'PR00077' });
    expect(error).toMatchObject({ status: 404, code: 'catalog.productNotFound' });
  });
});

describe('other details and policies', () => {
  it('gives the secondary sections, with sale items not returnable', async () => {
    const sale = (await client().catalog.otherDetails({ productId: 'PR00012' })).data!;
    expect(sale.returnPolicy).toMatchObject({ policyId: 'PO00002', allowed: false });
    expect(sale.cancelPolicy).toMatchObject({ policyId: 'PO00001', allowed: true });
    expect(sale.manufacturer).toMatchObject({ name: 'Attar House Fragrances Pvt Ltd', countryOfOrigin: 'India' });
    expect(sale.sizeGuide!.content).toContain('100 ml');
    expect(sale.warranty).toMatchObject({ available: false });
    expect(sale.customizationOptions.map((o) => o.name)).toEqual(['engraving', 'cap']);
    const full = (await client().catalog.otherDetails({ productId: 'PR00025' })).data!;
    expect(full.returnPolicy).toMatchObject({ allowed: true, windowDays: 3 });
    const attar = (await client().catalog.otherDetails({ productId: 'PR00018' })).data!;
    expect(attar.customizationOptions).toEqual([]);
    expect(attar.addOns.map((a) => a.name)).toContain('Glass roll-on applicator');
  });

  it('serves the policy documents with the windows of the return and refund policies', async () => {
    const returns = (await client().catalog.policy({ policyId: 'PO00002' })).data!;
    expect(returns).toMatchObject({ type: 'RETURN', windowDays: 3, richTextEnabled: true });
    expect(returns.content).toContain('3 calendar days of delivery');
    expect(returns.content).toContain('Sale or discounted items and gift cards are not returnable');
    const refunds = (await client().catalog.policy({ policyId: 'PO00003' })).data!;
    expect(refunds).toMatchObject({ type: 'REFUND', windowDays: 5 });
    expect(refunds.content).toContain('14 business days');
    const missing = await client().catalog.policy({ policyId: 'PO00099' });
    expect(missing.error).toMatchObject({ status: 404, code: 'catalog.policyNotFound' });
  });

  it('answers 404 for the details of an unknown product', async () => {
    const { error } = await client().catalog.otherDetails({ productId: 'PR00054' });
    expect(error).toMatchObject({ status: 404 });
  });
});

describe('catalog.recentlyViewed', () => {
  it('is for signed-in buyers only', async () => {
    const { error } = await client().catalog.recentlyViewed();
    expect(error).toMatchObject({ status: 401, code: 'auth.signInRequired' });
  });

  it('records the product pages a buyer opens, most recent first, once each', async () => {
    const shopper = buyer();
    await shopper.wishlist.add({ wishList: { productId: 'PR00021' } });
    expect((await shopper.catalog.recentlyViewed()).data!.items).toEqual([]);
    await shopper.catalog.product({ itemId: 'PR00012' });
    await shopper.catalog.productByHandle({ handle: 'vetiver-smoke' });
    await shopper.catalog.product({ itemId: 'PR00012' });
    await client().catalog.product({ itemId: 'PR00025' });
    const { data } = await shopper.catalog.recentlyViewed();
    expect(data!.items.map((i) => i.productId)).toEqual(['PR00012', 'PR00021']);
    expect(data!.items.find((i) => i.productId === 'PR00021')!.wishlisted).toBe(true);
  });

  it('keeps the 20 most recent', async () => {
    const shopper = buyer();
    for (let n = 1; n <= 22; n++) await shopper.catalog.product({ itemId: `PR${String(n).padStart(5, '0')}` });
    const { data } = await shopper.catalog.recentlyViewed();
    expect(data!.items).toHaveLength(20);
    expect(data!.items[0]!.productId).toBe('PR00022');
    expect(data!.items.map((i) => i.productId)).not.toContain('PR00002');
  });
});
