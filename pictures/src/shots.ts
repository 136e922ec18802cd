/**
 * The art direction: for every made picture (mocks/src/picture-list.ts) the shot the studio renders.
 * One palette (bone, sand and clay paper; espresso for the dark pictures), one warm key light from the
 * left, soft shadows. Bottles take their look from the catalogue: juice from the fragrance family
 * (shifted a little by the name so siblings differ), body and cap from the concentration and the house,
 * the label from the house's paper, ink and typeface.
 */
import { madePictures } from '../../mocks/src/picture-list.ts';
import { CLIPS, type ClipShape, type PictureSet, type PictureShape } from '../../mocks/src/pictures.ts';
import { slugOf } from '../../mocks/src/shop/catalogue/build-products.ts';
import { BRANDS } from '../../mocks/src/shop/catalogue/seed-brands.ts';
import { FAMILY_COLOURS } from '../../mocks/src/shop/catalogue/seed-fragrances.ts';
import { PRODUCT_ROWS, type ProductRow } from '../../mocks/src/shop/catalogue/seed-products.ts';
import type { BottleSpec, Item, LabelSpec, Shot } from './studio/shot.ts';

/** A brand mark: the house's name set in type on paper (drawn flat, no scene). */
export interface Mark {
  width: number;
  height: number;
  name: string;
  paper: string;
  ink: string;
  face: LabelSpec['face'];
}

export interface Picture {
  set: PictureSet;
  name: string;
  shape: PictureShape;
  shot: Shot | Mark;
}

/**
 * A made clip: a still life (its poster's shot, at the clip's size) filmed in a loop. The camera orbits
 * the subject `orbit` degrees either way and the key light sweeps `sweep` degrees, both on one sine
 * over the clip's length, so the last frame runs into the first and frame 0 is the poster.
 */
export interface Film {
  name: string;
  clip: ClipShape;
  shot: Shot;
  orbit: number;
  sweep: number;
}

export const PAPER = { bone: '#ece3d8', sand: '#dfd0bf', clay: '#cdb7a2', blush: '#e8d6cc', espresso: '#2e241e' };

/** FNV-1a: the same text always gives the same number. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const pick = <T>(list: readonly T[], seed: string): T => list[hash(seed) % list.length]!;

/** `#rrggbb` moved `amount` (0-1) towards `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = Number.parseInt(from.slice(1), 16);
  const b = Number.parseInt(to.slice(1), 16);
  const channel = (shift: number) => Math.round(((a >> shift) & 255) * (1 - amount) + ((b >> shift) & 255) * amount);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** The house style of each brand (brand number 1-5): label paper, ink, typeface and cap finish. */
const HOUSES: Record<
  ProductRow['brand'],
  { paper: string; face: LabelSpec['face']; cap: BottleSpec['cap']; inkOnPaper?: string }
> = {
  1: { paper: '#f4ecdf', face: 'serif', cap: 'gold' },
  2: { paper: '#efe2c6', face: 'caps', cap: 'copper' },
  3: { paper: '#f3eee6', face: 'display', cap: 'wood' },
  4: { paper: '#1f1b18', face: 'caps', cap: 'black', inkOnPaper: '#d9b36a' },
  5: { paper: '#f1ede6', face: 'display', cap: 'silver' },
};

const LINES: Record<ProductRow['conc'], string> = {
  ATTAR: 'Pure attar oil',
  PARFUM: 'Parfum',
  EDP: 'Eau de parfum',
  EDT: 'Eau de toilette',
  EDC: 'Eau de cologne',
};

const BY_SLUG = new Map(PRODUCT_ROWS.map((row) => [slugOf(row.name), row]));
const rowNamed = (name: string): ProductRow => {
  const row = PRODUCT_ROWS.find((r) => r.name === name);
  if (!row) throw new Error(`No perfume named ${name}`);
  return row;
};

export function labelOf(row: ProductRow): LabelSpec {
  const house = HOUSES[row.brand];
  const brand = BRANDS[row.brand - 1]!;
  return {
    brand: brand.brandName,
    name: row.name,
    line: LINES[row.conc],
    paper: house.paper,
    ink: house.inkOnPaper ?? brand.colour,
    face: house.face,
  };
}

/** The bottle of a perfume: every choice comes from its catalogue row. */
export function bottleOf(row: ProductRow, withLabel = true): BottleSpec {
  const seed = row.name;
  const house = HOUSES[row.brand];
  const shape: BottleSpec['shape'] =
    row.conc === 'ATTAR'
      ? 'flask'
      : row.conc === 'PARFUM'
        ? 'square'
        : row.conc === 'EDC'
          ? 'pillar'
          : row.conc === 'EDT'
            ? pick(['cylinder', 'tall'] as const, seed)
            : pick(['tall', 'oval', 'square', 'cylinder'] as const, seed);
  const capShape: BottleSpec['capShape'] =
    shape === 'flask'
      ? 'stopper'
      : shape === 'square'
        ? 'cube'
        : pick(['disc', 'column', 'sphere', 'cube'] as const, `${seed}#cap`);
  const cap: BottleSpec['cap'] = shape === 'flask' ? pick(['gold', 'crystal'] as const, seed) : house.cap;
  const base = FAMILY_COLOURS[row.fam];
  // perfume is paler than its family's colour: towards champagne, a little more or less by name
  const juice = mix(
    mix(base, '#f1dfb8', 0.42),
    pick(['#ffffff', '#8a4b1a', '#d08a2a'], `${seed}#tone`),
    (hash(`${seed}#amt`) % 20) / 100,
  );
  const height = { ATTAR: 1.0, PARFUM: 1.1, EDP: 1.3, EDT: 1.35, EDC: 1.5 }[row.conc];
  return {
    shape,
    juice,
    fill: 0.86 + (hash(`${seed}#fill`) % 9) / 100,
    cap,
    capShape,
    height,
    ...(withLabel ? { label: labelOf(row) } : {}),
  };
}

/** Total height of a bottle with its cap, for framing. */
const standing = (b: BottleSpec) => b.height * (b.capShape === 'stopper' ? 1.6 : b.capShape === 'column' ? 1.42 : 1.3);

/** How far an item reaches: [left, right, top] in scene units, for framing. */
function reach(item: Item): [number, number, number] {
  const y = item.y ?? 0;
  const span = (half: number, top: number): [number, number, number] => [item.x - half, item.x + half, y + top];
  switch (item.kind) {
    case 'bottle':
      return span(item.bottle.height * 0.42, standing(item.bottle));
    case 'box':
    case 'plinth':
      return span(item.w * 0.6, item.h);
    case 'tray':
      return span(item.w / 2, 0.14);
    case 'bowl':
      return span(item.r, item.r * 0.7);
    case 'jar':
      return span(item.r, item.h * 1.12);
    case 'still':
      return [item.x - item.r, item.x + item.r * 3.2, y + item.r * 2.6];
    case 'bust':
      return span(item.s * 0.6, item.s * 1.4);
    case 'drop':
      return span(item.s * 1.9, item.s * 2.2);
    case 'petals':
      return span(item.spread, 0.05);
    case 'stems':
      return span(0.9, 0.1);
  }
}

/**
 * A camera that frames every item: their width and height fill `fill` of the frame, seen a little from
 * above; `shift` moves the subject right by that part of the frame (a hero leaves room for words).
 */
function frameItems(items: Item[], aspect: number, fill: number, shift = 0, fov = 24): Shot['camera'] {
  const reaches = items.map(reach);
  const left = Math.min(...reaches.map((r) => r[0]));
  const right = Math.max(...reaches.map((r) => r[1]));
  const top = Math.max(...reaches.map((r) => r[2]));
  const tan = Math.tan((fov * Math.PI) / 360);
  const distance = Math.max(top / fill / (2 * tan), (right - left) / fill / (2 * tan * aspect)) + 0.6;
  const x = (left + right) / 2 - shift * 2 * tan * aspect * distance;
  const y = top * 0.48;
  return { fov, from: [x, y + distance * 0.16, distance + 0.4], to: [x, y, 0] };
}

/** A camera that frames `height` units tall at `x`, a little from above. */
function framing(height: number, fill: number, aspect: number, x = 0, fov = 22): Shot['camera'] {
  const tan = Math.tan((fov * Math.PI) / 360);
  const distance = Math.max(height / fill / (2 * tan), (height * 0.9) / fill / (2 * tan * aspect));
  const y = height * 0.46;
  return { fov, from: [x, y + distance * 0.16, distance], to: [x, y, 0] };
}

const bottleItem = (row: ProductRow, x: number, z: number, y = 0, turn = -14): Item => ({
  kind: 'bottle',
  x,
  z,
  y,
  turn,
  bottle: bottleOf(row),
});

function productShot(slug: string, shape: PictureShape): Shot {
  const box = slug.endsWith('-box');
  const row = BY_SLUG.get(box ? slug.slice(0, -4) : slug);
  if (!row) throw new Error(`No perfume for /media/products/${slug}`);
  const bottle = bottleOf(row);
  const backdrop = mix(PAPER.bone, FAMILY_COLOURS[row.fam], 0.06);
  const base = { width: shape.width, height: shape.height, backdrop, keyAngle: -50, warmth: 0.45 };
  if (!box) {
    return { ...base, camera: framing(standing(bottle), 0.7, 1), items: [{ kind: 'bottle', x: 0, z: 0, turn: -16, bottle }] };
  }
  const brand = BRANDS[row.brand - 1]!;
  const h = bottle.height * 1.25;
  return {
    ...base,
    camera: framing(Math.max(h, standing(bottle)), 0.6, 1, 0.05),
    items: [
      {
        kind: 'box',
        x: 0.42,
        z: -0.35,
        turn: -22,
        colour: mix(brand.colour, '#000000', 0.3),
        trim: '#d9b36a',
        w: h * 0.72,
        h,
        d: h * 0.5,
        label: labelOf(row),
      },
      { kind: 'bottle', x: -0.5, z: 0.25, turn: -10, bottle },
    ],
  };
}

/** A still life of a few perfumes on plinths of different heights. */
function plinths(rows: ProductRow[], colours: string[], spacing = 1.05): Item[] {
  return rows.flatMap((row, i) => {
    const x = (i - (rows.length - 1) / 2) * spacing;
    const ph = [0.5, 0.22, 0.36, 0.12][i % 4]!;
    const z = i % 2 ? -0.35 : 0.1;
    return [
      { kind: 'plinth' as const, x, z, w: 0.8, h: ph, d: 0.8, colour: colours[i % colours.length]!, round: i % 2 === 1 },
      bottleItem(row, x, z, ph, -10 - i * 6),
    ];
  });
}

const rows = (...names: string[]) => names.map(rowNamed);

function categoryShot(slug: string, shape: PictureShape): Shot {
  const base = { width: shape.width, height: shape.height, keyAngle: -55, warmth: 0.45 };
  const framed = (backdrop: string, items: Item[]): Shot => ({ ...base, backdrop, camera: frameItems(items, 1, 0.86), items });
  switch (slug) {
    case 'for-him':
      return framed(PAPER.clay, plinths(rows('Leather Raja', 'Oud Noir', 'Himalayan Cedar'), ['#b8a28c', '#8f7a66'], 0.95));
    case 'for-her':
      return framed(PAPER.blush, [
        ...plinths(rows('Rajnigandha Nights', 'Litchi Rose', 'Peony Blush'), ['#efe2d9', '#d9c2b6'], 0.95),
        { kind: 'petals', x: 0.2, z: 0.7, colour: '#c2455e', count: 14, spread: 0.9, seed: 3 },
      ]);
    case 'unisex':
      return framed(PAPER.sand, [
        { kind: 'tray', x: 0, z: 0, w: 2.4, d: 1.3, colour: '#7a5238' },
        bottleItem(rowNamed('Sandal Mysore'), -0.6, 0.05, 0.06),
        bottleItem(rowNamed('Rose Attar'), 0.05, -0.2, 0.06),
        bottleItem(rowNamed('Majmua Classic'), 0.65, 0.15, 0.06),
      ]);
    default:
      return framed(PAPER.bone, plinths(PRODUCT_ROWS.filter((r) => r.isNew).slice(0, 3), ['#e6dccf', '#cfc0ae'], 0.95));
  }
}

/** A still life framed to fill the picture (banners, being wide, a little tighter). */
const still =
  (backdrop: string, items: Item[], warmth = 0.5, keyAngle = -55, fill = 0.8): ((s: PictureShape) => Shot) =>
  (s) => ({
    width: s.width,
    height: s.height,
    backdrop,
    keyAngle,
    warmth,
    camera: frameItems(items, s.width / s.height, s.width / s.height > 2 ? 0.88 : fill),
    items,
  });

/** A hero: the perfume on a plinth right of centre, the left part calm for the page's words. */
function hero(name: string, backdrop: string, props: Item[]): (s: PictureShape) => Shot {
  const subject: Item[] = [
    {
      kind: 'plinth',
      x: 0.2,
      z: 0,
      w: 1.1,
      h: 0.4,
      d: 1.1,
      colour: mix(backdrop, backdrop === PAPER.espresso ? '#d8c3a5' : '#000000', 0.14),
      round: true,
    },
    bottleItem(rowNamed(name), 0.2, 0, 0.4, -12),
  ];
  return (s) => ({
    width: s.width,
    height: s.height,
    backdrop,
    keyAngle: -60,
    warmth: 0.55,
    camera: frameItems(subject, s.width / s.height, 0.92, 0.2),
    items: [...subject, ...props],
  });
}

const copperBowl = (x: number, z: number, r = 0.45): Item => ({ kind: 'bowl', x, z, r, colour: '#b8703f', metal: true });
const rose = (x: number, z: number, count: number, seed: number, colour = '#b3304a', spread = 0.6): Item => ({
  kind: 'petals',
  x,
  z,
  colour,
  count,
  spread,
  seed,
});
const jasmine = (x: number, z: number, count: number, seed: number): Item => ({
  kind: 'petals',
  x,
  z,
  colour: '#f4efe6',
  count,
  spread: 0.6,
  seed,
});
const sticks = (x: number, z: number, count: number, seed: number, colour = '#6a4a32'): Item => ({
  kind: 'stems',
  x,
  z,
  colour,
  count,
  seed,
});
const box = (x: number, z: number, colour: string, s: number, turn = -15): Item => ({
  kind: 'box',
  x,
  z,
  turn,
  colour: mix(colour, '#000000', 0.25),
  trim: '#d9b36a',
  w: s,
  h: s * 0.7,
  d: s * 0.8,
});
const jars = (n: number, juice: string): Item[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'jar',
    x: (i - (n - 1) / 2) * 0.62,
    z: (i % 2) * -0.3,
    r: 0.24,
    h: 0.7 + (i % 3) * 0.12,
    juice,
  }));

const BANNERS: Record<string, (s: PictureShape) => Shot> = {
  'oud-noir-hero': hero('Oud Noir', PAPER.espresso, [sticks(1.3, 0.5, 6, 11, '#3a2618')]),
  'mogra-bloom-hero': hero('Mogra Bloom', PAPER.bone, [jasmine(1.2, 0.5, 18, 5)]),
  'sandal-mysore-hero': hero('Sandal Mysore', PAPER.sand, [sticks(1.25, 0.55, 5, 7, '#a5744a')]),
  'festive-sale': still(
    PAPER.clay,
    [
      box(-1.1, -0.3, '#7a1f3d', 0.8, 10),
      box(-0.2, -0.6, '#8a5a12', 0.95, -20),
      box(1.3, -0.2, '#2f3d35', 0.7, 25),
      bottleItem(rowNamed('Kesar Amber'), 0.5, 0.25),
      rose(-0.4, 0.7, 10, 2),
    ],
    0.6,
    -50,
    0.5,
  ),
  // the info block's clip (films) and its poster, its first frame: framed close, the camera moves round it
  'distillery-poster': still(
    PAPER.espresso,
    [{ kind: 'still', x: -1.2, z: -0.3, r: 0.55 }, { kind: 'still', x: 0.8, z: -0.6, r: 0.45 }, jars(1, '#b5651d')[0]!],
    0.7,
    -60,
    0.82,
  ),
  'rose-attar-poster': still(
    PAPER.blush,
    [
      copperBowl(-0.6, 0),
      { ...rose(-0.6, 0, 12, 8, '#a82c44', 0.3), y: 0.28 },
      bottleItem(rowNamed('Rose Attar'), 0.6, 0.1),
      rose(0.4, 0.8, 10, 9),
    ],
    0.55,
    -50,
    0.5,
  ),
  'about-family': still(PAPER.sand, [
    { kind: 'tray', x: 0, z: 0, w: 2.6, d: 1.3, colour: '#6e4a30' },
    ...rows('Shamama Attar', 'Majmua Classic', 'Hina Royal', 'Kesar Rani').map((r, i) =>
      bottleItem(r, -0.9 + i * 0.6, i % 2 ? -0.2 : 0.15, 0.06, -8 - i * 5),
    ),
  ]),
  'small-batches': still(PAPER.bone, jars(5, '#b5651d'), 0.5, -55, 0.55),
  'alcohol-free': still(
    PAPER.bone,
    [{ kind: 'drop', x: 0, z: 0, juice: '#c9892d', s: 0.25 }, bottleItem(rowNamed('Kesar Rani'), 0.8, -0.4)],
    0.5,
    -55,
    0.55,
  ),
  'copper-stills': still(
    PAPER.clay,
    [
      { kind: 'still', x: -1.3, z: -0.4, r: 0.5 },
      { kind: 'still', x: 0.1, z: -0.8, r: 0.55 },
      { kind: 'still', x: 1.4, z: -0.2, r: 0.42 },
    ],
    0.6,
    -60,
    0.6,
  ),
  'person-rohan': still(PAPER.sand, [{ kind: 'bust', x: 0, z: 0, colour: '#eee7dc', s: 1.1 }], 0.5, -45, 0.8),
  'login-background': still(
    PAPER.sand,
    [
      { kind: 'tray', x: 0, z: 0, w: 1.8, d: 1.2, colour: '#6e4a30' },
      ...rows('Sandal Mysore', 'Rose Attar', 'Shamama Attar').map((r, i) =>
        bottleItem(r, -0.5 + i * 0.5, i === 1 ? -0.25 : 0.15, 0.06),
      ),
    ],
    0.55,
    -55,
    0.5,
  ),
  'registration-background': still(
    PAPER.blush,
    [bottleItem(rowNamed('Gulab Jal'), 0, 0), rose(0, 0.5, 22, 12, '#b3304a', 0.9)],
    0.55,
    -50,
    0.5,
  ),
  'portfolio-1': still(PAPER.blush, [
    copperBowl(-0.5, -0.1),
    { ...rose(-0.5, -0.1, 12, 21, '#a82c44', 0.3), y: 0.28 },
    bottleItem(rowNamed('Rose Attar'), 0.55, 0.1),
  ]),
  'portfolio-2': still(PAPER.clay, [
    { kind: 'bowl', x: -0.5, z: 0, r: 0.45, colour: '#a45a3a', metal: false },
    bottleItem(rowNamed('Monsoon Mitti'), 0.55, 0.1),
  ]),
  'portfolio-3': still(PAPER.bone, [bottleItem(rowNamed('Mogra Bloom'), 0, 0), jasmine(0, 0.5, 20, 23)]),
  'portfolio-4': still(PAPER.sand, [box(0.5, -0.3, '#7a1f3d', 0.8), bottleItem(rowNamed('Oud Sultan'), -0.45, 0.15)]),
  'portfolio-5': still(PAPER.bone, [
    { kind: 'plinth', x: 0, z: 0, w: 1.2, h: 0.6, d: 0.8, colour: '#d6c8b6' },
    bottleItem(rowNamed('Himalayan Cedar'), 0, 0, 0.6),
    sticks(0.9, 0.5, 4, 25),
  ]),
  'portfolio-6': still(PAPER.clay, [
    box(-0.8, -0.2, '#7a1f3d', 0.75, 15),
    box(0.1, -0.5, '#8a5a12', 0.85, -10),
    box(0.9, 0.1, '#2f3d35', 0.6, 25),
  ]),
  'portfolio-7': still(PAPER.sand, [
    ...rows('Hina Royal', 'Shamama Attar', 'Majmua Classic').map((r, i) => bottleItem(r, -0.7 + i * 0.7, i === 1 ? -0.25 : 0.1)),
    copperBowl(1.3, 0.4, 0.3),
  ]),
};

const GALLERY: Array<(s: PictureShape) => Shot> = [
  still(PAPER.bone, [...jars(3, '#b5651d'), bottleItem(rowNamed('Sandal Mysore'), 1.0, 0.3)]),
  still(
    PAPER.blush,
    [copperBowl(0, 0, 0.5), { ...rose(0, 0, 16, 31, '#a82c44', 0.32), y: 0.3 }, rose(0.4, 0.8, 8, 32)],
    0.5,
    -55,
    1.05,
  ),
  still(PAPER.clay, [{ kind: 'still', x: 0, z: 0, r: 0.5 }]),
  still(PAPER.sand, plinths(rows('Amber Durbar', 'Vetiver Smoke', 'Champaca Gold'), ['#cdbba7', '#b9a690'], 0.95)),
  still(PAPER.sand, [sticks(0, 0.2, 9, 35, '#a5744a'), bottleItem(rowNamed('Sandal Mysore'), 0.6, -0.3)]),
  still(
    PAPER.bone,
    [
      { kind: 'bowl', x: 0, z: 0, r: 0.5, colour: '#efe6da', metal: false },
      { kind: 'petals', x: 0, z: 0, y: 0.2, colour: '#f4efe6', count: 18, spread: 0.32, seed: 36 },
      jasmine(0.5, 0.7, 8, 37),
    ],
    0.5,
    -55,
    1.05,
  ),
  still(
    PAPER.bone,
    rows('Neroli Noon', 'Goa Breeze', 'Yuzu Zest').map((r, i) => bottleItem(r, -0.75 + i * 0.75, i === 1 ? -0.2 : 0.1)),
  ),
  still(
    PAPER.clay,
    plinths(rows('Midnight Musk', 'Temple Dhoop', 'Honey Oud', 'Violet Velvet'), ['#d9c7b3', '#b8a28c'], 0.9),
    0.5,
    -55,
    0.7,
  ),
  still(
    PAPER.espresso,
    [
      { kind: 'tray', x: 0, z: 0, w: 1.8, d: 1.1, colour: '#5a3a24' },
      { ...sticks(0, 0, 10, 39, '#2e1d12'), y: 0.07 },
    ],
    0.6,
    -60,
    1.0,
  ),
  still(PAPER.clay, [
    box(-0.6, -0.2, '#7a1f3d', 0.7, 12),
    box(0.4, -0.3, '#2f3d35', 0.8, -18),
    box(-0.05, 0.5, '#8a5a12', 0.55, 30),
  ]),
];

/** How each clip moves: degrees of camera orbit and of key-light sweep, either way. */
const MOTION: Record<string, Pick<Film, 'orbit' | 'sweep'>> = {
  distillery: { orbit: 9, sweep: 14 },
};

/** Every clip with its film. */
export function films(): Film[] {
  return Object.entries(CLIPS).map(([name, clip]) => {
    const still = BANNERS[clip.poster];
    const motion = MOTION[name];
    if (!still || !motion) throw new Error(`No film for /media/video/${name}`);
    return {
      name,
      clip,
      shot: still({ width: clip.width, height: clip.height, widths: [clip.width], fallback: clip.width }),
      ...motion,
    };
  });
}

/** The clip's frame count: a whole loop, the frame after the last being the first again. */
export const frameCount = (film: Film): number => Math.round(film.clip.seconds * film.clip.fps);

/** Frame `index` of a film: the camera turned about the point it looks at, the key light moved on. */
export function frameOf(film: Film, index: number): Shot {
  const phase = Math.sin((2 * Math.PI * index) / frameCount(film));
  const turn = (film.orbit * phase * Math.PI) / 180;
  const { from, to } = film.shot.camera;
  const [dx, dz] = [from[0] - to[0], from[2] - to[2]];
  if (phase === 0) return film.shot;
  return {
    ...film.shot,
    keyAngle: film.shot.keyAngle + film.sweep * phase,
    camera: {
      ...film.shot.camera,
      from: [to[0] + dx * Math.cos(turn) + dz * Math.sin(turn), from[1], to[2] - dx * Math.sin(turn) + dz * Math.cos(turn)],
    },
  };
}

/** The houses' marks: each name in its house typeface and ink. */
function markOf(slug: string, shape: PictureShape): Mark {
  const n = BRANDS.findIndex((b) => b.slug === slug);
  const brand = BRANDS[n]!;
  const house = HOUSES[(n + 1) as ProductRow['brand']];
  return {
    width: shape.width,
    height: shape.height,
    name: brand.brandName,
    paper: '#f6f0e7',
    ink: brand.colour,
    face: house.face,
  };
}

/** Every picture with its shot. */
export function pictures(): Picture[] {
  return madePictures().map(({ set, name, shape }) => {
    const shot =
      set === 'products'
        ? productShot(name, shape)
        : set === 'categories'
          ? categoryShot(name, shape)
          : set === 'brands'
            ? markOf(name, shape)
            : set === 'gallery'
              ? GALLERY[Number(name) - 1]!(shape)
              : BANNERS[name]!(shape);
    return { set, name, shape, shot };
  });
}
