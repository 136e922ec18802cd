/** Views of products: a catalogue page as a table, one product in full, variants. */
import type { Schemas } from '@attar/sdk';
import { money, stars, yesNo } from '../format.ts';
import type { Printer } from '../printer.ts';
import type { Column } from '../table.ts';
import { pagingFooter } from './generic.ts';

type Summary = Schemas['ProductSummary'];

export const productColumns: Array<Column<Summary>> = [
  { header: 'ID', value: (p) => p.productId },
  { header: 'NAME', value: (p) => p.name },
  { header: 'BRAND', value: (p) => p.brand?.brandName ?? '' },
  { header: 'FOR', value: (p) => p.audience },
  { header: 'CIN', value: (p) => p.cin },
  { header: 'PRICE', value: (p) => money(p.price), right: true },
  { header: 'MRP', value: (p) => (p.mrp !== p.price ? money(p.mrp) : ''), right: true },
  { header: 'RATING', value: (p) => stars(p.rating) },
  { header: 'STOCK', value: (p) => (p.inStock ? 'in stock' : 'sold out') },
];

/** A list of products with its paging footer. */
export function renderProducts(
  out: Printer,
  items: readonly Summary[],
  paging?: Schemas['Paging'],
  empty = 'No perfumes match.',
): void {
  out.table(productColumns, items, empty);
  if (paging) pagingFooter(out, paging);
}

export const variantColumns: Array<Column<Schemas['Variant']>> = [
  { header: 'CIN', value: (v) => v.cin },
  { header: 'SIZE', value: (v) => v.label },
  { header: 'PRICE', value: (v) => money(v.price), right: true },
  { header: 'MRP', value: (v) => money(v.mrp), right: true },
  { header: 'OFF', value: (v) => (v.discountPercent ? `${v.discountPercent}%` : ''), right: true },
  { header: 'STOCK', value: (v) => (v.inStock ? String(v.stock) : 'sold out'), right: true },
];

/** One product: the facts, the notes, the sizes. */
export function renderProduct(out: Printer, p: Schemas['Product']): void {
  out.line(out.style.bold(`${p.name} · ${p.brand.brandName}`));
  out.fields([
    ['id', p.productId],
    ['slug', p.slug],
    ['for', p.audience],
    ['category', p.category.categoryName],
    ['family', p.fragranceFamily],
    ['type', p.concentration],
    ['rating', stars(p.rating)],
    ['on sale', yesNo(p.onSale)],
    ['returnable', yesNo(p.returnable)],
    ['top notes', p.notes.top.join(', ')],
    ['heart notes', p.notes.heart.join(', ')],
    ['base notes', p.notes.base.join(', ')],
  ]);
  if (p.shortDescription) out.line(`\n${p.shortDescription}`);
  out.line();
  out.table(variantColumns, p.variants);
}
