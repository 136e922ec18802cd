/**
 * Turns the product rows into full `Product` records. Names, notes and prices come from the rows;
 * stock levels, ratings, popularity and dates come from the shop's seeded randomness, so the same
 * seed builds the same catalogue.
 */
import type { Schemas } from '@attar/sdk';
import { fromPaise, toPaise } from '@attar/sdk';
import { DAY } from '../../core/clock.ts';
import type { SeedContext } from '../seed-context.ts';
import { BRANDS, categoryOfAudience, type Audience } from './seed-brands.ts';
import { PRODUCT_ROWS, type ProductRow } from './seed-products.ts';
import { madeImage } from '../../pictures.ts';

export type Product = Schemas['Product'];
export type Variant = Schemas['Variant'];

/** Per-product numbers that are not part of the reply: exact rating total and sales for sorting. */
export interface ProductStats {
  ratingSum: number;
  ratingCount: number;
  /** Units sold: what `popularity` sorts by. */
  sold: number;
}

const AUDIENCES: Record<ProductRow['aud'], Audience> = { M: 'MEN', W: 'WOMEN', U: 'UNISEX' };

/** Relative MRP of each size within its range (attars: 24 ml = 1; sprays: 100 ml = 1). */
const SIZE_FACTORS: Record<number, number> = { 6: 0.35, 12: 0.6, 24: 1, 30: 0.5, 50: 0.65, 100: 1 };
const factorOf = (size: number) => SIZE_FACTORS[size] ?? size / 100;

const roundTo99 = (rupees: number) => Math.max(99, Math.round(rupees / 100) * 100 - 1);
/** Sale prices round to the nearest 50 paise, so some end in .50. */
const roundToHalf = (rupees: number) => Math.round(rupees * 2) / 2;

export const productIdOf = (index: number) => `PR${String(index + 1).padStart(5, '0')}`;

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Attars 6/12/24 ml, parfums 30/50 ml, colognes 50/100 ml, the rest 30/50/100 ml. */
const DEFAULT_SIZES: Record<ProductRow['conc'], number[]> = {
  ATTAR: [6, 12, 24],
  PARFUM: [30, 50],
  EDC: [50, 100],
  EDP: [30, 50, 100],
  EDT: [30, 50, 100],
};

export const sizesOf = (row: ProductRow): number[] => row.variants?.map(([size]) => size) ?? row.sizes ?? DEFAULT_SIZES[row.conc];

/** Percent off, rounded, computed in paise. */
export const discountOf = (price: number, mrp: number) =>
  mrp > 0 ? Math.round(((toPaise(mrp) - toPaise(price)) * 100) / toPaise(mrp)) : 0;

function pricesOf(row: ProductRow): Array<{ size: number; price: number; mrp: number }> {
  if (row.variants) return row.variants.map(([size, price, mrp]) => ({ size, price, mrp }));
  const sizes = sizesOf(row);
  const largest = Math.max(...sizes);
  return sizes.map((size) => {
    const mrp = size === largest ? row.mrp : roundTo99((row.mrp * factorOf(size)) / factorOf(largest));
    const price = row.off > 0 ? roundToHalf(fromPaise((toPaise(mrp) * (100 - row.off)) / 100)) : mrp;
    return { size, price, mrp };
  });
}

function stockOf(row: ProductRow, size: number, largest: number, ctx: SeedContext): number {
  const seeded = ctx.random.int(8, 60);
  if (row.stock === 'out') return 0;
  if (row.stock === 'low') return 1 + (seeded % 3);
  if (row.stock === 'mixed' && size === largest) return 0;
  return seeded;
}

const LONGEVITY: Record<Product['concentration'], string> = {
  ATTAR: '10-12 hours',
  PARFUM: '10-12 hours',
  EDP: '8-10 hours',
  EDT: '5-7 hours',
  EDC: '3-4 hours',
};

const EVENING = new Set(['WOODY', 'ORIENTAL', 'LEATHER', 'GOURMAND', 'SPICY']);
const DAYTIME = new Set(['CITRUS', 'FRESH', 'AQUATIC']);

function attributesOf(row: ProductRow): Schemas['ProductAttribute'][] {
  const sillage =
    row.conc === 'PARFUM' || row.conc === 'ATTAR' || EVENING.has(row.fam) ? 'Strong' : DAYTIME.has(row.fam) ? 'Soft' : 'Moderate';
  const bestFor = EVENING.has(row.fam) ? 'Evening, winter' : DAYTIME.has(row.fam) ? 'Day, summer' : 'Any time';
  return [
    { name: 'Longevity', value: LONGEVITY[row.conc] },
    { name: 'Sillage', value: sillage },
    { name: 'Best for', value: bestFor },
    { name: 'Alcohol-free', value: row.conc === 'ATTAR' ? 'Yes' : 'No' },
  ];
}

const splitNotes = (notes: string): Schemas['ProductNotes'] => {
  const [top = '', heart = '', base = ''] = notes.split('|');
  const list = (part: string) =>
    part
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
  return { top: list(top), heart: list(heart), base: list(base) };
};

const CONCENTRATION_TEXT: Record<Product['concentration'], string> = {
  ATTAR: 'An alcohol-free attar: dab a drop on the pulse points',
  PARFUM: 'Parfum: the richest concentration, a little goes a long way',
  EDP: 'Eau de parfum: long-lasting and rich',
  EDT: 'Eau de toilette: light and easy to wear every day',
  EDC: 'Eau de cologne: a fresh splash that lifts the mood',
};

function describe(row: ProductRow, notes: Schemas['ProductNotes'], brandName: string): string {
  const lower = (items: string[]) => items.map((n) => n.toLowerCase()).join(', ');
  return (
    `<p>${row.short}</p>` +
    `<p>It opens with ${lower(notes.top)}, settles into ${lower(notes.heart)} and dries down to ${lower(notes.base)}.</p>` +
    `<p>${CONCENTRATION_TEXT[row.conc]}. Made by ${brandName}. Lab-tested for skin safety.</p>`
  );
}

function buildProduct(row: ProductRow, index: number, ctx: SeedContext): { product: Product; stats: ProductStats } {
  const productId = productIdOf(index);
  const slug = slugOf(row.name);
  const brand = BRANDS[row.brand - 1]!;
  const audience = AUDIENCES[row.aud];
  const category = categoryOfAudience(audience);
  const notes = splitNotes(row.notes);
  const prices = pricesOf(row);
  const largest = Math.max(...prices.map((p) => p.size));
  const variants: Variant[] = prices.map(({ size, price, mrp }) => {
    const stock = stockOf(row, size, largest, ctx);
    return {
      cin: `ATR-${row.code}-${size}`,
      label: `${size} ml`,
      sizeMl: size,
      price,
      mrp,
      discountPercent: discountOf(price, mrp),
      stock,
      inStock: stock > 0,
    };
  });
  const defaultSize = row.def ?? (row.conc === 'ATTAR' ? 12 : prices.some((p) => p.size === 50) ? 50 : largest);
  const defaultCin = variants.find((v) => v.sizeMl === defaultSize)?.cin ?? variants[0]!.cin;
  const ratingCount = row.isNew ? ctx.random.int(0, 14) : ctx.random.int(12, 240);
  const average = ctx.random.int(37, 49) / 10;
  const ratingSum = Math.round(average * ratingCount);
  const ageDays = row.isNew ? ctx.random.int(2, 40) : ctx.random.int(90, 900);
  const created = new Date(ctx.now.getTime() - ageDays * DAY);
  created.setUTCHours(6, 0, 0, 0);
  const sold = ctx.random.int(row.isNew ? 5 : 40, row.isNew ? 80 : 900);
  const onSale = variants.some((v) => v.discountPercent > 0);
  const defaultLabel = variants.find((v) => v.cin === defaultCin)!.label;
  const product: Product = {
    productId,
    slug,
    name: row.name,
    shortDescription: row.short,
    description: describe(row, notes, brand.brandName),
    audience,
    category: { categoryId: category.categoryId, categoryName: category.categoryName },
    brand: { brandId: brand.brandId, brandName: brand.brandName },
    notes,
    fragranceFamily: row.fam,
    concentration: row.conc,
    images: [
      madeImage('products', slug, `${row.name} ${defaultLabel} bottle`),
      madeImage('products', `${slug}-box`, `${row.name} gift box`),
    ],
    variants,
    defaultCin,
    sellerId: 'SL00001',
    storeId: 'ST00001',
    attributes: attributesOf(row),
    rating: { average: ratingCount ? Math.round((ratingSum / ratingCount) * 10) / 10 : 0, count: ratingCount },
    isNew: row.isNew === true,
    onSale,
    inStock: variants.some((v) => v.inStock),
    returnable: !onSale,
    createdAt: created.toISOString(),
  };
  return { product, stats: { ratingSum, ratingCount, sold } };
}

/** Every product of the shop by id, with its stats. */
export function buildProducts(ctx: SeedContext): { products: Record<string, Product>; stats: Record<string, ProductStats> } {
  const products: Record<string, Product> = {};
  const stats: Record<string, ProductStats> = {};
  PRODUCT_ROWS.forEach((row, index) => {
    const built = buildProduct(row, index, ctx);
    products[built.product.productId] = built.product;
    stats[built.product.productId] = built.stats;
  });
  return { products, stats };
}
