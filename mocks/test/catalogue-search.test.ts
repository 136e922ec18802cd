/**
 * Keyword search for shoppers in India: Hindi names in Devanagari and in Latin letters find the
 * perfumes made of that note, spellings that differ only by a nukta or an accent meet, and a keyword
 * with nothing to match (an emoji, punctuation, a word no perfume has) finds nothing, not everything.
 */
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@attar/sdk';
import { INDIAN_NOTE_NAMES } from '../src/shop/catalogue/notes-in-india.ts';
import { FRAGRANCE_NOTES } from '../src/shop/catalogue/seed-fragrances.ts';
import { testClient, useMockShop } from './harness.ts';

const mock = useMockShop({ checkReplies: true });

/** The ids of every perfume a keyword finds, page after page. */
async function found(keyword: string): Promise<string[]> {
  const ids: string[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const { data, error } = await testClient().catalog.list({ keyword, pageNum, pageSize: 48 });
    if (error) throw error;
    ids.push(...data.items.map((i: Schemas['ProductSummary']) => i.productId));
    if (pageNum >= data.paging.totalPages) return ids.sort();
  }
}

/** The ids of the perfumes with one of these notes, from the shop itself. */
function withNote(...notes: string[]): string[] {
  return Object.values(mock.shop.state.catalogue.products)
    .filter((p) => [...p.notes.top, ...p.notes.heart, ...p.notes.base].some((n) => notes.includes(n)))
    .map((p) => p.productId)
    .sort();
}

describe('keywords in Hindi', () => {
  it('finds the rose perfumes, and only them, for गुलाब and gulab', async () => {
    const rose = withNote('Rose', 'Damask rose');
    expect(rose.length).toBeGreaterThan(0);
    expect(rose.length).toBeLessThan(53);
    expect(await found('गुलाब')).toEqual(rose);
    expect(await found('gulab')).toEqual(rose);
    expect(await found('Gulab')).toEqual(rose);
  });

  it.each([
    ['Sandalwood', ['chandan', 'चंदन', 'चन्दन']],
    ['Saffron', ['kesar', 'केसर', 'zafran', 'ज़ाफ़रान']],
    ['Vetiver', ['khus', 'खस']],
    ['Jasmine', ['chameli', 'चमेली']],
  ])('finds the %s perfumes by their Indian names', async (note, names) => {
    const expected = withNote(note);
    expect(expected.length).toBeGreaterThan(0);
    for (const name of names) expect(await found(name), name).toEqual(expected);
  });

  it('finds oud perfumes spelt oudh, as well as by oud', async () => {
    const oudh = await found('oudh');
    expect(oudh).toEqual(withNote('Oud'));
    expect(await found('oud')).toEqual(expect.arrayContaining(oudh));
  });

  it('reads spellings with and without a nukta, and with the nukta precomposed, as one', async () => {
    const saffron = withNote('Saffron');
    expect(await found('जाफरान')).toEqual(saffron);
    expect(await found('\u095Bाफ़रान')).toEqual(saffron);
  });

  it('drops Latin accents on both sides: fougere finds Fougère', async () => {
    const fougere = Object.values(mock.shop.state.catalogue.products)
      .filter((p) => p.fragranceFamily === 'FOUGERE')
      .map((p) => p.productId)
      .sort();
    expect(fougere.length).toBeGreaterThan(0);
    expect(await found('fougere')).toEqual(fougere);
    expect(await found('Fougère')).toEqual(fougere);
  });

  it('combines a Hindi note with other words: gulab attar', async () => {
    const attars = new Set(
      Object.values(mock.shop.state.catalogue.products)
        .filter((p) => p.concentration === 'ATTAR')
        .map((p) => p.productId),
    );
    const rose = withNote('Rose', 'Damask rose');
    // every word must match: "attar" is also the house's name (Attar House), इत्र only the concentration
    const attarWord = new Set(await found('attar'));
    expect(await found('gulab attar')).toEqual(rose.filter((id) => attarWord.has(id)));
    const roseAttars = rose.filter((id) => attars.has(id));
    expect(roseAttars.length).toBeGreaterThan(0);
    expect(await found('गुलाब इत्र')).toEqual(roseAttars);
  });

  it('names only notes of the library', () => {
    const notes = new Set(FRAGRANCE_NOTES.map((n) => n.name));
    expect(Object.keys(INDIAN_NOTE_NAMES).filter((name) => !notes.has(name))).toEqual([]);
  });
});

describe('keywords that match nothing', () => {
  it.each(['🌹', '🙂 🙂', '!!!', 'xyzzy', 'गुलाबजामुनवाला', 'gulab xyzzy'])('finds nothing for %j', async (keyword) => {
    const { data, meta } = await testClient().catalog.list({ keyword });
    expect(data!.items).toEqual([]);
    expect(data!.paging.totalItems).toBe(0);
    expect(meta!.message).toBe(`No perfumes match "${keyword}".`);
  });

  it('still lists everything for a keyword of stop words alone', async () => {
    expect(await found('perfume')).toHaveLength(53);
  });

  it('counts nothing in the facets of an emoji', async () => {
    const { data } = await testClient().catalog.filters({ facets: ['audiences'], keyword: '🌹' });
    expect(data!.totalItems).toBe(0);
  });
});

describe('suggestions', () => {
  it('completes गु to गुलाब and gul to gulab, with rose perfumes', async () => {
    const rose = new Set(withNote('Rose', 'Damask rose'));
    const hindi = (await testClient().catalog.suggest({ keyword: 'गु' })).data!;
    expect(hindi.keywords).toContain('गुलाब');
    const latin = (await testClient().catalog.suggest({ keyword: 'gul' })).data!;
    expect(latin.keywords).toContain('gulab');
    expect(latin.products.length).toBeGreaterThan(0);
    expect(latin.products.every((p) => rose.has(p.productId))).toBe(true);
  });

  it('reads a misspelt keyword that finds nothing as the closest one that does: sandelwood, rosse attar', async () => {
    expect(await found('sandelwood')).toEqual([]);
    const sandal = new Set(withNote('Sandalwood'));
    const { data } = await testClient().catalog.suggest({ keyword: 'sandelwood', limit: 5 });
    expect(data!.keyword).toBe('sandelwood');
    expect(data!.keywords[0]).toBe('sandalwood');
    expect(data!.products.length).toBeGreaterThan(0);
    expect(data!.products.every((p) => sandal.has(p.productId))).toBe(true);
    expect((await testClient().catalog.suggest({ keyword: 'rosse attar' })).data!.keywords[0]).toBe('rose attar');
    expect(await found('rose attar')).not.toEqual([]);
  });

  it('suggests no close keyword for a word far from every perfume, nor for one that finds something', async () => {
    expect((await testClient().catalog.suggest({ keyword: 'qwxzv' })).data!.keywords).toEqual([]);
    expect((await testClient().catalog.suggest({ keyword: 'oud' })).data!.keywords[0]).toBe('oud');
  });

  it('suggests nothing for an emoji', async () => {
    const { data } = await testClient().catalog.suggest({ keyword: '🌹' });
    expect(data).toEqual({ keyword: '🌹', keywords: [], products: [], categories: [] });
  });
});
