/** The seeded catalogue and the catalogue api other domains call (stock, ratings, delivery). */
import { describe, expect, it } from 'vitest';
import { ShopError } from '../src/core/errors.ts';
import { defaultScenario } from '../src/core/scenario.ts';
import {
  adjustStock,
  deliveryEstimate,
  findProduct,
  findVariant,
  productSummary,
  recordRating,
} from '../src/shop/catalogue/api.ts';
import { createShop } from '../src/shop/create.ts';

const START = '2026-11-20T10:00:00Z';
const products = (seed?: number) =>
  Object.values(createShop({ start: START, ...(seed === undefined ? {} : { seed }) }).state.catalogue.products);

describe('the seeded catalogue', () => {
  it('has 53 perfumes in three audience categories, 2-3 sizes each, with valid ids and prices', () => {
    const all = products();
    expect(all).toHaveLength(53);
    expect(all.map((p) => p.productId)).toEqual(Array.from({ length: 53 }, (_, i) => `PR${String(i + 1).padStart(5, '0')}`));
    for (const p of all) {
      expect(p.variants.length).toBeGreaterThanOrEqual(2);
      expect(p.variants.length).toBeLessThanOrEqual(3);
      expect(p.brand.brandId).toMatch(/^BR[0-9]{5}$/);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.images[0]!.url).toBe(`/media/products/${p.slug}-640.jpg`);
      for (const v of p.variants) {
        expect(v.cin).toMatch(/^[A-Z0-9-]{4,40}$/);
        expect(Math.round(v.price * 100)).toBe(v.price * 100);
        expect(v.price).toBeLessThanOrEqual(v.mrp);
      }
    }
    const prices = all.flatMap((p) => p.variants.map((v) => v.price));
    expect(Math.max(...prices)).toBeLessThanOrEqual(6999);
    expect(prices.some((price) => price % 1 === 0.5)).toBe(true);
    expect(new Set(all.flatMap((p) => p.variants.map((v) => v.cin))).size).toBe(prices.length);
  });

  it('composes the perfumes from the 80 named fragrance notes of the library', () => {
    const shop = createShop({ start: START });
    const library = shop.state.catalogue.fragrances.map((n) => n.name);
    expect(library).toHaveLength(80);
    const used = new Set(
      Object.values(shop.state.catalogue.products).flatMap((p) => [...p.notes.top, ...p.notes.heart, ...p.notes.base]),
    );
    expect([...used].sort()).toEqual([...library].sort());
  });

  it('has sale items that are not returnable, some sold out, some low, some new', () => {
    const all = products();
    expect(all.filter((p) => p.onSale).every((p) => p.returnable === false)).toBe(true);
    expect(all.filter((p) => !p.onSale).every((p) => p.returnable === true)).toBe(true);
    expect(
      all
        .filter((p) => !p.inStock)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Champaca Gold', 'Goa Breeze', 'Shamama Attar']);
    expect(all.filter((p) => p.variants.every((v) => v.stock > 0 && v.stock <= 3)).length).toBe(4);
    expect(all.filter((p) => p.isNew).length).toBe(11);
  });

  it('builds the same catalogue from the same seed; another seed changes stock and ratings, not prices', () => {
    expect(products()).toEqual(products());
    const other = products(7);
    const base = products();
    expect(other.map((p) => p.variants.map((v) => v.price))).toEqual(base.map((p) => p.variants.map((v) => v.price)));
    expect(other.map((p) => p.variants.map((v) => v.stock))).not.toEqual(base.map((p) => p.variants.map((v) => v.stock)));
  });
});

describe('catalogue api', () => {
  it('finds variants and products, and builds cards without a buyer', () => {
    const shop = createShop({ start: START });
    const match = findVariant(shop, 'ATR-VET-50');
    expect(match?.product.name).toBe('Vetiver Smoke');
    expect(match?.variant.price).toBe(1899.5);
    expect(findVariant(shop, 'ATR-NOPE-1')).toBeUndefined();
    expect(findProduct(shop, 'PR00099')).toBeUndefined();
    const card = productSummary(shop, findProduct(shop, 'PR00012')!);
    expect(card).toMatchObject({ cin: 'ATR-OUD-100', price: 2499, mrp: 2999, discountPercent: 17, inStock: true });
    expect(card).not.toHaveProperty('wishlisted');
  });

  it('takes and gives back stock, refusing with cart.outOfStock when short', () => {
    const shop = createShop({ start: START });
    const { variant, product } = findVariant(shop, 'ATR-LEA-50')!;
    const stock = variant.stock;
    const short = (() => {
      try {
        adjustStock(shop, 'ATR-LEA-50', -(stock + 1));
      } catch (error) {
        return error;
      }
    })();
    expect(short).toBeInstanceOf(ShopError);
    expect(short).toMatchObject({
      status: 422,
      code: 'cart.outOfStock',
      message: `Only ${stock} of Leather Raja 50 ml left; you asked for ${stock + 1}.`,
    });
    adjustStock(shop, 'ATR-LEA-50', -stock);
    expect(variant).toMatchObject({ stock: 0, inStock: false });
    expect(() => adjustStock(shop, 'ATR-LEA-50', -1)).toThrow('Leather Raja 50 ml is out of stock.');
    adjustStock(shop, 'ATR-LEA-50', 2);
    expect(variant).toMatchObject({ stock: 2, inStock: true });
    expect(product.inStock).toBe(true);
    expect(() => adjustStock(shop, 'ATR-NOPE-1', -1)).toThrow(expect.objectContaining({ status: 422, code: 'cart.unknownItem' }));
  });

  it('marks a product sold out when its last size sells out', () => {
    const shop = createShop({ start: START });
    const product = findProduct(shop, 'PR00046')!;
    for (const v of product.variants) adjustStock(shop, v.cin, -v.stock);
    expect(product.inStock).toBe(false);
  });

  it('folds new and changed ratings into the summary', () => {
    const shop = createShop({ start: START });
    const product = findProduct(shop, 'PR00025')!;
    const before = product.rating.count;
    recordRating(shop, 'PR00025', 5);
    recordRating(shop, 'PR00025', 3);
    expect(product.rating.count).toBe(before + 2);
    const fresh = createShop({ start: START });
    const unrated = findProduct(fresh, 'PR00013')!;
    fresh.state.catalogue.stats['PR00013'] = { ...fresh.state.catalogue.stats['PR00013']!, ratingSum: 0, ratingCount: 0 };
    recordRating(fresh, unrated.productId, 4);
    recordRating(fresh, unrated.productId, 2);
    expect(unrated.rating).toEqual({ average: 3, count: 2 });
    recordRating(fresh, unrated.productId, 5, 2);
    expect(unrated.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('estimates delivery for other domains: refused list, scenario pincodes, metros', () => {
    const shop = createShop({ start: START });
    expect(deliveryEstimate(shop, '194101', defaultScenario())).toMatchObject({ serviceable: false, shippingCharge: 0 });
    expect(deliveryEstimate(shop, '110001', defaultScenario())).toEqual({
      serviceable: true,
      courier: 'BlueDart',
      minDays: 2,
      maxDays: 4,
      shippingCharge: 0,
    });
    expect(deliveryEstimate(shop, '110001', { ...defaultScenario(), unserviceablePincodes: ['110001'] }).serviceable).toBe(false);
    expect(deliveryEstimate(shop, '302022', defaultScenario())).toMatchObject({ serviceable: true, minDays: 3, maxDays: 5 });
  });
});
