/** `findVariant`'s index of cins: fast lookups that stay right when the catalogue changes under them. */
import { expect, it } from 'vitest';
import { findVariant } from '../src/shop/catalogue/api.ts';
import { createShop } from '../src/shop/create.ts';

it('finds a size by its cin, and keeps finding the right one after the catalogue changes', () => {
  const shop = createShop({ start: '2026-11-20T10:00:00Z' });
  const products = Object.values(shop.state.catalogue.products);
  const [first, second] = products;
  const cin = first!.variants[0]!.cin;
  expect(findVariant(shop, cin)).toMatchObject({ product: { productId: first!.productId }, variant: { cin } });
  expect(findVariant(shop, 'NO-SUCH-CIN')).toBeUndefined();

  // the size moves to another product: found there, not where the index last saw it
  const [moved] = first!.variants.splice(0, 1);
  second!.variants.push(moved!);
  expect(findVariant(shop, cin)?.product.productId).toBe(second!.productId);

  // its product leaves the catalogue: gone
  delete shop.state.catalogue.products[second!.productId];
  expect(findVariant(shop, cin)).toBeUndefined();

  // a size added later is found; a new products object (a restored shop) is indexed afresh
  first!.variants.push({ ...first!.variants[0]!, cin: 'NEW-CIN-50' });
  expect(findVariant(shop, 'NEW-CIN-50')?.product.productId).toBe(first!.productId);
  shop.state.catalogue.products = structuredClone(shop.state.catalogue.products);
  expect(findVariant(shop, 'NEW-CIN-50')?.variant).toBe(shop.state.catalogue.products[first!.productId]!.variants.at(-1));
});
