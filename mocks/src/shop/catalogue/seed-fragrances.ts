/**
 * The fragrance library: the 80 named fragrance notes ("about 80 fragrances") the 53 perfumes are
 * composed from, and the colours of the fragrance families (the media handlers paint bottles with them).
 * A test checks that every note here is used by at least one perfume and that perfumes use no other.
 */
import type { Schemas } from '@attar/sdk';

export type NoteTier = 'top' | 'heart' | 'base';
export type FragranceFamily = Schemas['FragranceFamily'];

export interface FragranceNote {
  name: string;
  tier: NoteTier;
}

const TOP = [
  'Saffron',
  'Pink pepper',
  'Bergamot',
  'Lemon',
  'Lime',
  'Mandarin',
  'Grapefruit',
  'Cardamom',
  'Ginger',
  'Black pepper',
  'Neroli',
  'Mint',
  'Basil',
  'Green tea',
  'Lemongrass',
  'Yuzu',
  'Blackcurrant',
  'Pear',
  'Litchi',
  'Mango',
  'Coriander',
  'Juniper',
  'Sea salt',
  'Marine accord',
  'Cucumber',
  'Aldehydes',
];

const HEART = [
  'Rose',
  'Damask rose',
  'Mogra',
  'Tuberose',
  'Champaca',
  'Kewda',
  'Ylang-ylang',
  'Lavender',
  'Geranium',
  'Orris',
  'Violet',
  'Lotus',
  'Frangipani',
  'Marigold',
  'Cinnamon',
  'Clove',
  'Nutmeg',
  'Fig',
  'Osmanthus',
  'Peony',
  'Lily of the valley',
  'Davana',
  'Orange blossom',
  'Heliotrope',
  'Cumin',
  'Gardenia',
  'Jasmine',
];

const BASE = [
  'Oud',
  'Sandalwood',
  'Amber',
  'Musk',
  'Vetiver',
  'Patchouli',
  'Vanilla',
  'Tonka bean',
  'Benzoin',
  'Labdanum',
  'Cedarwood',
  'Guaiac wood',
  'Leather',
  'Tobacco',
  'Frankincense',
  'Myrrh',
  'Oakmoss',
  'Ambergris',
  'Mitti',
  'Coffee',
  'Cocoa',
  'Caramel',
  'Honey',
  'Suede',
  'Cashmeran',
  'Coconut',
  'Hina',
];

/** Every fragrance note of the shop, top notes first. */
export const FRAGRANCE_NOTES: readonly FragranceNote[] = [
  ...TOP.map((name) => ({ name, tier: 'top' as const })),
  ...HEART.map((name) => ({ name, tier: 'heart' as const })),
  ...BASE.map((name) => ({ name, tier: 'base' as const })),
];

/** Display labels of the fragrance families. */
export const FAMILY_LABELS: Record<FragranceFamily, string> = {
  WOODY: 'Woody',
  FLORAL: 'Floral',
  ORIENTAL: 'Oriental',
  FRESH: 'Fresh',
  CITRUS: 'Citrus',
  SPICY: 'Spicy',
  AQUATIC: 'Aquatic',
  GOURMAND: 'Gourmand',
  CHYPRE: 'Chypre',
  FOUGERE: 'Fougère',
  LEATHER: 'Leather',
  MUSKY: 'Musky',
};

/** The colour of each family's juice (bottle liquid, banners, tiles). */
export const FAMILY_COLOURS: Record<FragranceFamily, string> = {
  WOODY: '#7a5230',
  FLORAL: '#d9778f',
  ORIENTAL: '#b5651d',
  FRESH: '#5fb58e',
  CITRUS: '#f2b631',
  SPICY: '#c0392b',
  AQUATIC: '#3b8fc4',
  GOURMAND: '#8d5a3b',
  CHYPRE: '#6b7a3a',
  FOUGERE: '#5d8a5b',
  LEATHER: '#5a3a2a',
  MUSKY: '#a58fbf',
};

/** What each family's buying guide says (the product page's "How to choose"). */
export const FAMILY_GUIDES: Record<FragranceFamily, string> = {
  WOODY: 'Woody scents open bright and dry down to warm wood. Wear one for a day before deciding.',
  FLORAL: 'Florals bloom on warm skin. Spray on the wrists and smell again after an hour.',
  ORIENTAL: 'Orientals are rich and long-lasting: two sprays are enough, best on cool evenings.',
  FRESH: 'Fresh scents suit hot days and the office; reapply after about five hours.',
  CITRUS: 'Citrus lifts quickly and fades fast; choose a bigger bottle if you like to reapply.',
  SPICY: 'Spice warms up with body heat: test on skin, not on a paper strip.',
  AQUATIC: 'Aquatic scents stay light; they suit humid weather and the gym bag.',
  GOURMAND: 'Gourmands smell edible and cosy; start with the travel size if sweetness is new to you.',
  CHYPRE: 'Chypres are mossy and elegant; they reveal their character after thirty minutes.',
  FOUGERE: 'Fougères are the classic barbershop family: clean, herbal and easy to wear.',
  LEATHER: 'Leather scents are bold; one spray on the chest lasts all evening.',
  MUSKY: 'Musks sit close to the skin; layer them under a floral or a citrus.',
};
