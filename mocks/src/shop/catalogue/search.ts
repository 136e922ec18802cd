/**
 * Keyword search over the catalogue, for shoppers who type in English, in Hindi or in Hindi written in
 * Latin letters. Words are cut on anything that is not a letter, a combining mark or a digit of any
 * script, so Devanagari words stay whole (their vowel signs are marks); Latin accents are dropped
 * (Fougère, fougere) and Devanagari spellings that differ only by a nukta or a chandrabindu meet.
 * Each perfume is also found by the Indian names of its notes (notes-in-india.ts). A keyword with no
 * word in it (an emoji, punctuation) finds nothing, as does a word no perfume has.
 */
import { FAMILY_LABELS } from './seed-fragrances.ts';
import type { Product } from './build-products.ts';
import { INDIAN_NOTE_NAMES } from './notes-in-india.ts';
import { distance } from 'fastest-levenshtein';

/** What a keyword asks for. */
export interface KeywordQuery {
  /** Words a match must have, each as the start of one of its words; none: no keyword, or only stop words. */
  words: string[];
  /** A keyword was typed, but nothing in it is a word: it matches nothing. */
  matchesNothing: boolean;
}

const STOP_WORDS = new Set([
  ...['for', 'and', 'the', 'with', 'of', 'a', 'an', 'in', 'by', 'perfume', 'perfumes'],
  // the same little words in Hindi: "for", "of", "and", "with"
  ...['के', 'की', 'का', 'लिए', 'और', 'वाला', 'वाली'],
]);

/**
 * The comparable form of a text: lower case; Latin accents dropped; nukta dropped and chandrabindu
 * read as anusvara (ज़/ज, आँ/आं); joiners dropped.
 * @example fold('Fougère ज़ाफ़रान') // 'fougere जाफरान'
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c\u200c\u200d]/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC');
}

/** The words of a text, in folded form. */
const wordsOf = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);

/** The words of a keyword worth matching (folded, stop words dropped). */
export function keywordQuery(keyword: string | undefined): KeywordQuery {
  if (!keyword?.trim()) return { words: [], matchesNothing: false };
  const all = wordsOf(keyword);
  return { words: all.filter((w) => !STOP_WORDS.has(w)), matchesNothing: all.length === 0 };
}

const AUDIENCE_WORDS: Record<Product['audience'], string> = {
  MEN: 'men man him male',
  WOMEN: 'women woman her female',
  UNISEX: 'unisex everyone',
};
const CONCENTRATION_WORDS: Record<Product['concentration'], string> = {
  ATTAR: 'attar ittar itr इत्र oil alcohol-free',
  PARFUM: 'parfum extrait',
  EDP: 'edp eau de parfum',
  EDT: 'edt eau de toilette',
  EDC: 'edc eau de cologne',
};

/** Products' words, worked out once per product: names, notes and labels do not change. */
const wordCache = new WeakMap<object, readonly string[]>();

/** Everything a keyword is matched against: name, notes and their Indian names, family, brand, category, audience, concentration. */
export function searchWords(product: Product): readonly string[] {
  const cached = wordCache.get(product);
  if (cached) return cached;
  const notes = [...product.notes.top, ...product.notes.heart, ...product.notes.base];
  const text = [
    product.name,
    ...notes,
    ...notes.flatMap((note) => INDIAN_NOTE_NAMES[note] ?? []),
    FAMILY_LABELS[product.fragranceFamily],
    product.fragranceFamily,
    product.brand.brandName,
    product.category.categoryName,
    AUDIENCE_WORDS[product.audience],
    CONCENTRATION_WORDS[product.concentration],
  ].join(' ');
  const words = [...new Set(wordsOf(text))];
  wordCache.set(product, words);
  return words;
}

/** Whether every word of the keyword starts one of the product's words. */
export function matchesKeyword(product: Product, query: KeywordQuery): boolean {
  if (query.matchesNothing) return false;
  if (!query.words.length) return true;
  const words = searchWords(product);
  return query.words.every((token) => words.some((word) => word.startsWith(token)));
}

/** How far a typed word may be from a catalogue word to be read as it (edits: added, dropped or changed letters). */
const reach = (word: string): number => (word.length <= 3 ? 0 : word.length <= 7 ? 1 : 2);

/**
 * The keyword a shopper probably meant when theirs finds nothing: each word no perfume has is read as
 * the closest word perfumes do have (fewest edits; then the word more perfumes have), so `oudh` is
 * read as `oud` and `sandelwood` as `sandalwood`. Undefined when the keyword finds something, or when
 * nothing close enough finds anything either.
 * @example closeKeyword(products, 'oudh') // 'oud'
 */
export function closeKeyword(products: readonly Product[], keyword: string): string | undefined {
  const query = keywordQuery(keyword);
  if (!query.words.length || products.some((p) => matchesKeyword(p, query))) return undefined;
  const counts = new Map<string, number>();
  for (const p of products) for (const w of searchWords(p)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const vocabulary = [...counts.keys()];
  const words: string[] = [];
  for (const typed of query.words) {
    if (vocabulary.some((w) => w.startsWith(typed))) {
      words.push(typed);
      continue;
    }
    let best: { word: string; edits: number; count: number } | undefined;
    for (const word of vocabulary) {
      if (Math.abs(word.length - typed.length) > reach(typed)) continue;
      const edits = distance(typed, word);
      if (edits > reach(typed)) continue;
      const count = counts.get(word)!;
      if (
        !best ||
        edits < best.edits ||
        (edits === best.edits && (count > best.count || (count === best.count && word < best.word)))
      )
        best = { word, edits, count };
    }
    if (!best) return undefined;
    words.push(best.word);
  }
  const meant = words.join(' ');
  return products.some((p) => matchesKeyword(p, keywordQuery(meant))) ? meant : undefined;
}
