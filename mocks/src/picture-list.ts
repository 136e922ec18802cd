/** Every made picture of the seeded shop (kept apart from pictures.ts, which the seeds import). */
import { BANNER_SHAPES, GALLERY_SIZE, shapeOf, type PictureSet, type PictureShape } from './pictures.ts';
import { slugOf } from './shop/catalogue/build-products.ts';
import { BRANDS, CATEGORIES } from './shop/catalogue/seed-brands.ts';
import { PRODUCT_ROWS } from './shop/catalogue/seed-products.ts';

/** Every made picture, by set and name. */
export function madePictures(): Array<{ set: PictureSet; name: string; shape: PictureShape }> {
  const products = PRODUCT_ROWS.flatMap((row) => [slugOf(row.name), `${slugOf(row.name)}-box`]);
  return [
    ...products.map((name) => ({ set: 'products' as const, name, shape: shapeOf('products', name)! })),
    ...CATEGORIES.map((c) => ({ set: 'categories' as const, name: c.slug, shape: shapeOf('categories', c.slug)! })),
    ...BRANDS.map((b) => ({ set: 'brands' as const, name: b.slug, shape: shapeOf('brands', b.slug)! })),
    ...Object.entries(BANNER_SHAPES).map(([name, shape]) => ({ set: 'banners' as const, name, shape })),
    ...Array.from({ length: GALLERY_SIZE }, (_, i) => ({
      set: 'gallery' as const,
      name: String(i + 1),
      shape: shapeOf('gallery', String(i + 1))!,
    })),
  ];
}
