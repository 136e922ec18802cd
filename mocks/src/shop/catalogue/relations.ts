/**
 * Products that go with a product: related (same family or category), upsell (a pricier choice for
 * the same wearer), cross-sell (another family sharing a note, to layer with) and similar (closest
 * scent profile), plus type-ahead suggestions for the search bar.
 */
import type { Schemas } from '@attar/sdk';
import type { Shop } from '../shop.ts';
import type { Product } from './build-products.ts';
import { cardVariant } from './cards.ts';
import { INDIAN_NOTE_NAMES } from './notes-in-india.ts';
import { closeKeyword, fold, keywordQuery, matchesKeyword } from './search.ts';
import { FAMILY_LABELS } from './seed-fragrances.ts';

export type Relation = Schemas['CatalogRelation'];

const noteSet = (p: Product) => new Set([...p.notes.top, ...p.notes.heart, ...p.notes.base]);
const shared = (a: Product, b: Product) => {
  const mine = noteSet(a);
  return [...noteSet(b)].filter((n) => mine.has(n)).length;
};
const priceOf = (p: Product) => cardVariant(p).price;
const others = (shop: Shop, product: Product) =>
  Object.values(shop.state.catalogue.products).filter((p) => p.productId !== product.productId);
const byScore = <T extends { product: Product; score: number }>(a: T, b: T) =>
  b.score - a.score || a.product.productId.localeCompare(b.product.productId);

/**
 * The products related to one in the given way, best first.
 * @example relatedProducts(shop, oudNoir, 'upsell', 4)
 */
export function relatedProducts(shop: Shop, product: Product, relation: Relation, limit: number): Product[] {
  const candidates = others(shop, product);
  let ranked: Array<{ product: Product; score: number }>;
  if (relation === 'related') {
    ranked = candidates
      .filter((p) => p.fragranceFamily === product.fragranceFamily || p.category.categoryId === product.category.categoryId)
      .map((p) => ({
        product: p,
        score:
          shared(product, p) +
          (p.fragranceFamily === product.fragranceFamily ? 3 : 0) +
          (p.category.categoryId === product.category.categoryId ? 1 : 0),
      }));
  } else if (relation === 'upsell') {
    const base = priceOf(product);
    ranked = candidates
      .filter((p) => p.audience === product.audience && priceOf(p) > base)
      // Nearest pricier first, the same family ahead of the others.
      .map((p) => ({ product: p, score: (p.fragranceFamily === product.fragranceFamily ? 1_000_000 : 0) - (priceOf(p) - base) }));
  } else {
    ranked = candidates
      .filter((p) => p.fragranceFamily !== product.fragranceFamily && shared(product, p) > 0)
      .map((p) => ({ product: p, score: shared(product, p) * 10 + (p.inStock ? 1 : 0) }));
  }
  return ranked
    .sort(byScore)
    .slice(0, limit)
    .map((r) => r.product);
}

/**
 * Perfumes with the closest scent profile: shared notes over all notes, plus the same family.
 * @example similarProducts(shop, vetiverSmoke, 4)
 */
export function similarProducts(shop: Shop, product: Product, limit: number): Product[] {
  const mine = noteSet(product);
  return others(shop, product)
    .map((p) => {
      const theirs = noteSet(p);
      const common = [...theirs].filter((n) => mine.has(n)).length;
      const jaccard = common / new Set([...mine, ...theirs]).size;
      return {
        product: p,
        score:
          jaccard +
          (p.fragranceFamily === product.fragranceFamily ? 0.5 : 0) +
          (p.concentration === product.concentration ? 0.05 : 0),
      };
    })
    .filter((r) => r.score >= 0.15)
    .sort(byScore)
    .slice(0, limit)
    .map((r) => r.product);
}

/**
 * Search phrases the catalogue can complete: notes (and their Indian names), names, families, brands,
 * "<note> attar", "<note> for men".
 */
function phrases(shop: Shop): string[] {
  const found = new Set<string>();
  for (const p of Object.values(shop.state.catalogue.products)) {
    found.add(p.name.toLowerCase());
    found.add(p.brand.brandName.toLowerCase());
    found.add(FAMILY_LABELS[p.fragranceFamily].toLowerCase());
    for (const note of noteSet(p)) {
      const n = note.toLowerCase();
      found.add(n);
      for (const name of INDIAN_NOTE_NAMES[note] ?? []) found.add(name);
      if (p.concentration === 'ATTAR') found.add(`${n} attar`);
      if (p.audience === 'MEN') found.add(`${n} for men`);
      if (p.audience === 'WOMEN') found.add(`${n} for women`);
    }
  }
  return [...found];
}

/**
 * Type-ahead suggestions: phrases starting with the keyword, matching products (names starting with
 * it first, then the most sold) and the categories holding them; for a keyword that finds nothing,
 * those of the closest keyword that does, which comes first in `keywords` (typo tolerance).
 * @example suggest(shop, 'oud', 5).keywords // ['oud', 'oud noir', 'oud attar', ...]
 */
export function suggest(shop: Shop, keyword: string, limit: number): Schemas['CatalogSuggestReply']['data'] {
  // a keyword that finds nothing is suggested as what the shopper probably meant (`oudh`: `oud`)
  const meant = closeKeyword(Object.values(shop.state.catalogue.products), keyword);
  if (meant) {
    const close = suggest(shop, meant, limit);
    return { ...close, keyword, keywords: [meant, ...close.keywords.filter((k) => k !== meant)].slice(0, limit) };
  }
  const typed = fold(keyword.trim());
  const query = keywordQuery(keyword);
  const keywords = phrases(shop)
    .map((phrase) => ({ phrase, folded: fold(phrase) }))
    .filter(({ folded }) => folded.startsWith(typed) || folded.includes(` ${typed}`))
    .sort(
      (a, b) =>
        Number(!a.folded.startsWith(typed)) - Number(!b.folded.startsWith(typed)) ||
        a.phrase.length - b.phrase.length ||
        a.phrase.localeCompare(b.phrase),
    )
    .map(({ phrase }) => phrase)
    .slice(0, limit);
  const stats = shop.state.catalogue.stats;
  const products = query.words.length
    ? Object.values(shop.state.catalogue.products)
        .filter((p) => matchesKeyword(p, query))
        .map((p) => ({
          product: p,
          score: (fold(p.name).startsWith(typed) ? 1_000_000 : 0) + (stats[p.productId]?.sold ?? 0),
        }))
        .sort(byScore)
        .map((r) => r.product)
    : [];
  const categoryIds = new Set(products.flatMap((p) => (p.isNew ? [p.category.categoryId, 'CA00004'] : [p.category.categoryId])));
  const categories = shop.state.catalogue.categories
    .filter((c) => categoryIds.has(c.categoryId) || (typed.length > 1 && fold(c.categoryName).includes(typed)))
    .map((c) => ({ categoryId: c.categoryId, categoryName: c.categoryName }));
  return {
    keyword,
    keywords,
    products: products.slice(0, limit).map((p) => ({
      productId: p.productId,
      slug: p.slug,
      name: p.name,
      image: { ...p.images[0]! },
      price: cardVariant(p).price,
    })),
    categories,
  };
}
