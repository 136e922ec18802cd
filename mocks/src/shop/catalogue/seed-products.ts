/**
 * The 53 perfumes, one row each, in product-id order (row 1 is PR00001). Notes are written
 * `top | heart | base` and all come from the fragrance library (seed-fragrances.ts).
 *
 * Prices: `mrp` is the MRP of the largest size and `off` the discount in percent (0: full price,
 * returnable; above 0: on sale, not returnable); smaller sizes are derived in build-products.ts
 * unless `variants` lists [sizeMl, price, mrp] explicitly (the products the spec's examples show).
 * Sizes default to 6/12/24 ml for attars, 30/50 ml for parfums, 50/100 ml for colognes and
 * 30/50/100 ml for the rest. `stock`: `out` (every size
 * sold out), `low` (1-3 left), `mixed` (the largest size sold out); others get seeded stock.
 */
import type { Schemas } from '@attar/sdk';
import type { FragranceFamily } from './seed-fragrances.ts';

export interface ProductRow {
  name: string;
  /** Middle part of the cins: ATR-{code}-{size}. */
  code: string;
  aud: 'M' | 'W' | 'U';
  /** Brand number: 1 Attar House, 2 Kannauj Classics, 3 Rooh Kannauj, 4 Deccan Perfumery, 5 Monsoon Atelier. */
  brand: 1 | 2 | 3 | 4 | 5;
  fam: FragranceFamily;
  conc: Schemas['Product']['concentration'];
  notes: string;
  mrp: number;
  off: number;
  short: string;
  sizes?: number[];
  /** The preselected size (default: 12 ml for attars, 50 ml otherwise). */
  def?: number;
  isNew?: true;
  stock?: 'out' | 'low' | 'mixed';
  variants?: Array<[number, number, number]>;
}

export const PRODUCT_ROWS: readonly ProductRow[] = [
  { name: 'Sandal Mysore', code: 'SAN', aud: 'U', brand: 2, fam: 'WOODY', conc: 'ATTAR', notes: 'Cardamom, Bergamot | Orris, Davana | Sandalwood, Musk, Cashmeran', mrp: 3499, off: 0, short: 'Creamy Mysore sandalwood oil, softened with orris and a breath of cardamom.' },
  { name: 'Kesar Amber', code: 'KES', aud: 'M', brand: 1, fam: 'ORIENTAL', conc: 'EDP', notes: 'Saffron, Cardamom | Cinnamon, Clove | Amber, Benzoin, Labdanum', mrp: 3999, off: 10, stock: 'mixed', short: 'Kashmiri saffron over glowing amber and resins.' },
  { name: 'Gulab Jal', code: 'GUL', aud: 'W', brand: 4, fam: 'FLORAL', conc: 'EDT', notes: 'Litchi, Pink pepper | Damask rose, Peony | Musk, Cedarwood, Honey', mrp: 2299, off: 0, short: 'Rose water from Kannauj with a sweet litchi top.' },
  { name: 'Tabac Royale', code: 'TAB', aud: 'M', brand: 1, fam: 'LEATHER', conc: 'EDP', notes: 'Black pepper, Juniper | Nutmeg, Clove | Tobacco, Leather, Tonka bean', mrp: 4499, off: 15, short: 'Pipe tobacco, worn leather and tonka: a library at night.' },
  { name: 'Monsoon Mitti', code: 'MIT', aud: 'U', brand: 5, fam: 'CHYPRE', conc: 'EDP', notes: 'Lemongrass, Cucumber | Geranium, Lotus | Mitti, Vetiver, Oakmoss', mrp: 3299, off: 0, isNew: true, short: 'The smell of the first rain on baked earth.' },
  { name: 'Nimbu Fizz', code: 'NIM', aud: 'U', brand: 5, fam: 'CITRUS', conc: 'EDC', notes: 'Lime, Lemon, Mint | Basil, Green tea | Musk, Cedarwood', mrp: 1999, off: 20, short: 'Fresh lime soda with mint and basil, for the hottest days.' },
  { name: 'Marine Konkan', code: 'KON', aud: 'M', brand: 4, fam: 'AQUATIC', conc: 'EDT', notes: 'Sea salt, Marine accord | Lavender, Geranium | Ambergris, Cedarwood, Musk', mrp: 2499, off: 12, short: 'Salt spray and sea breeze from the Konkan coast.' },
  { name: 'Rajnigandha Nights', code: 'RAJ', aud: 'W', brand: 1, fam: 'FLORAL', conc: 'EDP', notes: 'Bergamot, Pear | Tuberose, Gardenia | Vanilla, Sandalwood, Musk', mrp: 3799, off: 0, short: 'Night-blooming tuberose on a vanilla and sandalwood base.' },
  { name: 'Champaca Gold', code: 'CHA', aud: 'W', brand: 1, fam: 'FLORAL', conc: 'PARFUM', notes: 'Mandarin, Saffron | Champaca, Ylang-ylang | Benzoin, Sandalwood, Amber', mrp: 6999, off: 0, stock: 'out', short: 'Golden champaca flowers in a parfum-strength extract.' },
  { name: 'Leather Raja', code: 'LEA', aud: 'M', brand: 3, fam: 'LEATHER', conc: 'PARFUM', notes: 'Saffron, Black pepper | Orris, Violet | Leather, Suede, Oud', mrp: 5999, off: 0, stock: 'low', short: 'Royal saddle leather with saffron and a trace of oud.' },
  { name: 'Kewda Mist', code: 'KEW', aud: 'U', brand: 2, fam: 'FLORAL', conc: 'ATTAR', notes: 'Lemon, Green tea | Kewda, Lotus | Sandalwood, Musk', mrp: 2999, off: 15, short: 'Green, honeyed kewda as used in biryani and in temples.' },
  { name: 'Oud Noir', code: 'OUD', aud: 'M', brand: 1, fam: 'WOODY', conc: 'EDP', notes: 'Saffron, Pink pepper | Oud, Rose | Amber, Sandalwood, Musk', mrp: 2999, off: 17, sizes: [12, 50, 100], def: 100, variants: [[12, 699, 799], [50, 1599, 1899], [100, 2499, 2999]], short: 'Smoky oud with amber and saffron.' },
  { name: 'Chai Masala', code: 'CHAI', aud: 'U', brand: 1, fam: 'GOURMAND', conc: 'EDP', notes: 'Ginger, Cardamom | Cinnamon, Clove | Tonka bean, Honey, Vanilla', mrp: 2899, off: 0, isNew: true, short: 'A cutting chai on a winter morning: ginger, cardamom and milky tonka.' },
  { name: 'Litchi Rose', code: 'LIT', aud: 'W', brand: 4, fam: 'FLORAL', conc: 'EDP', notes: 'Blackcurrant, Litchi | Rose, Peony | Musk, Patchouli, Cashmeran', mrp: 3199, off: 20, short: 'A juicy pink rose with litchi and blackcurrant.' },
  { name: 'Himalayan Cedar', code: 'CED', aud: 'M', brand: 1, fam: 'FOUGERE', conc: 'EDT', notes: 'Juniper, Bergamot | Lavender, Nutmeg | Cedarwood, Vetiver, Oakmoss', mrp: 2599, off: 0, short: 'Deodar forests above Shimla, with lavender and juniper.' },
  { name: 'Darjeeling Dusk', code: 'DAR', aud: 'M', brand: 5, fam: 'GOURMAND', conc: 'EDP', notes: 'Green tea, Cardamom | Fig, Heliotrope | Coffee, Cocoa, Tonka bean', mrp: 3599, off: 10, short: 'First-flush tea, roasted coffee and cocoa at sundown.' },
  { name: 'Shikanji Splash', code: 'SHI', aud: 'M', brand: 1, fam: 'CITRUS', conc: 'EDT', notes: 'Lemon, Grapefruit, Coriander | Mint, Cumin | Vetiver, Musk', mrp: 1999, off: 0, short: 'Spiced lemonade with roasted cumin and mint.' },
  { name: 'Rose Attar', code: 'ROSE', aud: 'W', brand: 2, fam: 'FLORAL', conc: 'ATTAR', notes: 'Bergamot, Pink pepper | Damask rose, Geranium | Sandalwood, Musk', mrp: 2199, off: 0, def: 12, short: 'Damask rose distilled into sandalwood oil, the classic gulab attar.' },
  { name: 'Hina Royal', code: 'HINA', aud: 'U', brand: 3, fam: 'ORIENTAL', conc: 'ATTAR', notes: 'Saffron, Cardamom | Clove, Marigold | Hina, Oud, Amber', mrp: 4299, off: 0, short: 'The old hina attar: herbs, spices and oud, warming and earthy.' },
  { name: 'Lotus Pond', code: 'LOT', aud: 'W', brand: 5, fam: 'AQUATIC', conc: 'EDT', notes: 'Cucumber, Pear | Lotus, Lily of the valley | Musk, Cedarwood', mrp: 2199, off: 15, short: 'Cool water and lotus leaves in the morning light.' },
  { name: 'Vetiver Smoke', code: 'VET', aud: 'U', brand: 1, fam: 'WOODY', conc: 'EDP', notes: 'Grapefruit, Black pepper | Nutmeg, Orris | Vetiver, Frankincense, Cedarwood', mrp: 3399, off: 14, variants: [[30, 1199, 1399], [50, 1899.5, 2199], [100, 2999, 3399]], short: 'Khus roots over a smouldering incense fire.' },
  { name: 'Temple Dhoop', code: 'DHP', aud: 'U', brand: 3, fam: 'WOODY', conc: 'EDP', notes: 'Pink pepper, Lemon | Myrrh, Cinnamon | Frankincense, Benzoin, Labdanum', mrp: 3899, off: 0, short: 'Incense smoke, resin and marigold garlands at evening aarti.' },
  { name: 'Chameli Dew', code: 'CHM', aud: 'W', brand: 1, fam: 'FLORAL', conc: 'EDT', notes: 'Neroli, Mandarin | Jasmine, Orange blossom | Musk, Vanilla', mrp: 2399, off: 10, short: 'Dewy jasmine garlands with a citrus sparkle.' },
  { name: 'Oud Sultan', code: 'SUL', aud: 'M', brand: 3, fam: 'WOODY', conc: 'PARFUM', notes: 'Saffron, Black pepper | Rose, Cumin | Oud, Patchouli, Leather', mrp: 6999, off: 0, stock: 'low', short: 'Aged Assam oud with rose and leather, parfum strength.' },
  { name: 'Mogra Bloom', code: 'MOG', aud: 'W', brand: 1, fam: 'FLORAL', conc: 'EDP', notes: 'Mandarin, Green tea | Mogra, Jasmine | Musk, Sandalwood', mrp: 2299, off: 0, isNew: true, short: 'Fresh mogra buds threaded into a summer gajra.' },
  { name: 'Alphonso Kiss', code: 'ALP', aud: 'W', brand: 4, fam: 'GOURMAND', conc: 'EDT', notes: 'Mango, Mandarin | Frangipani, Peony | Vanilla, Coconut, Musk', mrp: 2499, off: 0, isNew: true, short: 'Ripe Alphonso mango and coconut cream.' },
  { name: 'Pashmina Musk', code: 'PAS', aud: 'W', brand: 1, fam: 'MUSKY', conc: 'EDP', notes: 'Pear, Aldehydes | Orris, Heliotrope | Cashmeran, Musk, Ambergris', mrp: 3299, off: 12, short: 'Soft as a pashmina shawl: clean musk and powdery orris.' },
  { name: 'Goa Breeze', code: 'GOA', aud: 'M', brand: 5, fam: 'AQUATIC', conc: 'EDT', notes: 'Sea salt, Lime | Frangipani, Lavender | Coconut, Ambergris, Musk', mrp: 2199, off: 20, stock: 'out', short: 'Sea salt, lime and frangipani on a Goan beach.' },
  { name: 'Amber Durbar', code: 'DUR', aud: 'U', brand: 2, fam: 'ORIENTAL', conc: 'PARFUM', notes: 'Mandarin, Saffron | Rose, Osmanthus | Amber, Vanilla, Labdanum', mrp: 5499, off: 10, short: 'A royal court of amber, rose and golden labdanum.' },
  { name: 'Osmanthus Silk', code: 'OSM', aud: 'W', brand: 4, fam: 'FLORAL', conc: 'EDP', notes: 'Yuzu, Pear | Osmanthus, Peony | Suede, Musk', mrp: 3599, off: 0, stock: 'low', short: 'Apricot-scented osmanthus on soft suede.' },
  { name: 'Neroli Noon', code: 'NER', aud: 'U', brand: 1, fam: 'CITRUS', conc: 'EDC', notes: 'Neroli, Bergamot | Orange blossom, Basil | Musk, Cedarwood', mrp: 1999, off: 0, short: 'Orange blossom and neroli in the midday sun.' },
  { name: 'Nawab Fougere', code: 'NAW', aud: 'M', brand: 1, fam: 'FOUGERE', conc: 'EDT', notes: 'Bergamot, Mint | Lavender, Geranium | Oakmoss, Tonka bean, Cedarwood', mrp: 2799, off: 15, short: 'A barbershop classic with a nawabi flourish.' },
  { name: 'Spice Route', code: 'SPI', aud: 'M', brand: 4, fam: 'SPICY', conc: 'EDP', notes: 'Black pepper, Ginger, Cardamom | Nutmeg, Clove | Guaiac wood, Leather', mrp: 3499, off: 0, isNew: true, short: 'Malabar pepper, ginger and clove traded along the old spice route.' },
  { name: 'Violet Velvet', code: 'VIO', aud: 'W', brand: 1, fam: 'FLORAL', conc: 'EDP', notes: 'Blackcurrant, Pink pepper | Violet, Orris | Suede, Musk, Patchouli', mrp: 3399, off: 10, stock: 'mixed', short: 'Velvety violets and orris with a dark berry twist.' },
  { name: 'Davana Dreams', code: 'DAV', aud: 'W', brand: 3, fam: 'CHYPRE', conc: 'EDP', notes: 'Bergamot, Blackcurrant | Davana, Rose | Patchouli, Oakmoss, Labdanum', mrp: 3999, off: 0, short: 'Fruity davana from Karnataka in a mossy chypre.' },
  { name: 'Cocoa Kahwa', code: 'KAH', aud: 'U', brand: 5, fam: 'GOURMAND', conc: 'EDP', notes: 'Cardamom, Saffron | Cinnamon, Heliotrope | Cocoa, Caramel, Vanilla', mrp: 3199, off: 0, isNew: true, short: 'Kashmiri kahwa spices stirred into dark cocoa.' },
  { name: 'Ember Guaiac', code: 'EMB', aud: 'M', brand: 1, fam: 'WOODY', conc: 'EDP', notes: 'Pink pepper, Juniper | Nutmeg, Geranium | Guaiac wood, Vetiver, Cashmeran', mrp: 3299, off: 20, short: 'Smoky guaiac wood glowing like embers.' },
  { name: 'Yuzu Zest', code: 'YUZ', aud: 'U', brand: 4, fam: 'CITRUS', conc: 'EDT', notes: 'Yuzu, Grapefruit | Basil, Lily of the valley | Musk, Vetiver', mrp: 2299, off: 0, isNew: true, short: 'Bright yuzu and grapefruit, green and sparkling.' },
  { name: 'Majmua Classic', code: 'MAJ', aud: 'U', brand: 2, fam: 'WOODY', conc: 'ATTAR', notes: 'Lemongrass, Cardamom | Kewda, Champaca | Vetiver, Sandalwood, Mitti', mrp: 2999, off: 0, short: 'The traditional majmua blend of kewda, champaca and khus.' },
  { name: 'Shamama Attar', code: 'SHA', aud: 'U', brand: 2, fam: 'SPICY', conc: 'ATTAR', notes: 'Saffron, Cardamom | Clove, Nutmeg | Oud, Labdanum, Amber', mrp: 4999, off: 0, stock: 'out', short: 'Dozens of herbs and spices aged for months, a winter attar.' },
  { name: 'Gardenia Glow', code: 'GAR', aud: 'W', brand: 1, fam: 'FLORAL', conc: 'EDT', notes: 'Pear, Mandarin | Gardenia, Tuberose | Coconut, Musk', mrp: 2499, off: 15, short: 'Creamy gardenia with a tropical glow.' },
  { name: 'Suede Sherwani', code: 'SHE', aud: 'M', brand: 1, fam: 'LEATHER', conc: 'EDP', notes: 'Cardamom, Bergamot | Orris, Lavender | Suede, Leather, Amber', mrp: 3799, off: 0, short: 'Wedding-night suede with cardamom and orris.' },
  { name: 'Caramel Kulfi', code: 'KUL', aud: 'W', brand: 1, fam: 'GOURMAND', conc: 'EDP', notes: 'Pear, Cardamom | Orange blossom, Heliotrope | Caramel, Vanilla, Tonka bean', mrp: 2799, off: 0, isNew: true, short: 'Malai kulfi with burnt caramel and pistachio-green pear.' },
  { name: 'Kerala Frangipani', code: 'FRA', aud: 'W', brand: 5, fam: 'FLORAL', conc: 'EDT', notes: 'Sea salt, Lime | Frangipani, Ylang-ylang | Coconut, Vanilla', mrp: 2399, off: 12, short: 'Temple flowers and coconut groves of Kerala.' },
  { name: 'Midnight Musk', code: 'MID', aud: 'M', brand: 1, fam: 'MUSKY', conc: 'EDP', notes: 'Aldehydes, Black pepper | Violet, Lavender | Musk, Ambergris, Cedarwood', mrp: 2999, off: 10, short: 'A clean, dark musk for late nights.' },
  { name: 'Honey Oud', code: 'HON', aud: 'U', brand: 3, fam: 'ORIENTAL', conc: 'PARFUM', notes: 'Saffron, Mandarin | Rose, Cinnamon | Oud, Honey, Benzoin', mrp: 6499, off: 0, stock: 'low', short: 'Wild forest honey drizzled over smoky oud.' },
  { name: 'Assam Tea Garden', code: 'TEA', aud: 'U', brand: 1, fam: 'FRESH', conc: 'EDC', notes: 'Green tea, Lemon | Jasmine, Fig | Musk, Vetiver', mrp: 1999, off: 0, short: 'Dew on the tea bushes at dawn.' },
  { name: 'Patchouli Raj', code: 'PAT', aud: 'M', brand: 4, fam: 'CHYPRE', conc: 'EDP', notes: 'Bergamot, Grapefruit | Geranium, Clove | Patchouli, Oakmoss, Vetiver', mrp: 3199, off: 25, short: 'Earthy patchouli with a crisp citrus opening.' },
  { name: 'Marigold Mela', code: 'MAR', aud: 'W', brand: 1, fam: 'FLORAL', conc: 'EDP', notes: 'Mandarin, Pink pepper | Marigold, Osmanthus | Amber, Musk', mrp: 2899, off: 0, isNew: true, short: 'Festival marigolds, bright and a little spicy.' },
  { name: 'Monsoon Rain', code: 'RAIN', aud: 'M', brand: 5, fam: 'FRESH', conc: 'EDT', notes: 'Cucumber, Mint | Lavender, Lily of the valley | Mitti, Musk', mrp: 2299, off: 0, isNew: true, short: 'Cool monsoon rain on green leaves.' },
  { name: 'Ambergris Coast', code: 'AMB', aud: 'M', brand: 1, fam: 'AQUATIC', conc: 'EDP', notes: 'Marine accord, Bergamot | Geranium, Nutmeg | Ambergris, Guaiac wood, Musk', mrp: 3499, off: 15, short: 'Sun-warmed ambergris washed up on a quiet shore.' },
  { name: 'Peony Blush', code: 'PEO', aud: 'W', brand: 4, fam: 'FLORAL', conc: 'EDT', notes: 'Litchi, Pear | Peony, Rose | Musk, Cashmeran', mrp: 2199, off: 10, short: 'A blushing bouquet of peonies and roses.' },
  { name: 'Kesar Rani', code: 'RANI', aud: 'W', brand: 1, fam: 'ORIENTAL', conc: 'EDP', notes: 'Saffron, Mandarin | Jasmine, Cinnamon | Vanilla, Amber, Benzoin', mrp: 3699, off: 0, isNew: true, short: 'Saffron and jasmine for a queen, warm with vanilla and amber.' },
];
