/**
 * `/media/*`: the shop's images and clips. Made pictures (pictures.ts: products, categories, brands,
 * banners, the gallery) are files rendered by the repository's pictures/ pipeline, served from a
 * picture source in their widths and formats: `{name}-{width}.{format}` by path, or `{name}` alone by
 * the Accept header. Made clips (`/media/video/{name}-{width}.webm|mp4`) come from the same source.
 * Every made file answers byte ranges and carries a strong ETag (byte-ranges.ts). Where no source has
 * a picture (the browser worker, a package installed without the pictures) and for everything that is
 * vector by nature (logo, site icon, icons, map, certificates, review uploads, frames) the route
 * draws SVG on request, so nothing is fetched from the internet; a clip it has not is a 404 (the
 * storefront then shows the clip's poster).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { fileReply } from './byte-ranges.ts';
import { CLIP_FORMATS, CLIPS, clipFile, PICTURE_FORMATS, shapeOf, variantFile, type PictureFormat } from './pictures.ts';
import { slugOf } from './shop/catalogue/build-products.ts';
import { BRANDS, CATEGORIES } from './shop/catalogue/seed-brands.ts';
import { FAMILY_COLOURS, FAMILY_LABELS } from './shop/catalogue/seed-fragrances.ts';
import { PRODUCT_ROWS, type ProductRow } from './shop/catalogue/seed-products.ts';

const PRODUCTS = new Map<string, ProductRow>(PRODUCT_ROWS.map((row) => [slugOf(row.name), row]));
const CONCENTRATION_LABELS: Record<ProductRow['conc'], string> = {
  ATTAR: 'Attar',
  PARFUM: 'Parfum',
  EDP: 'Eau de Parfum',
  EDT: 'Eau de Toilette',
  EDC: 'Eau de Cologne',
};

/** FNV-1a: the same name always gives the same number. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

function hexToHsl(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, Math.round(l * 100)];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [Math.round(h * 60), Math.round(s * 100), Math.round(l * 100)];
}

/** A palette around a base colour, hue-shifted a little by `seed` so siblings differ. */
function palette(base: string, seed: string) {
  const [h0, s, l] = hexToHsl(base);
  const h = (h0 + (hash(seed) % 31) - 15 + 360) % 360;
  const hsl = (light: number, sat = s) =>
    `hsl(${h}, ${Math.round(Math.min(100, sat))}%, ${Math.round(Math.max(0, Math.min(100, light)))}%)`;
  return { juice: hsl(l), deep: hsl(l - 18), light: hsl(Math.max(l + 30, 82), s * 0.6), pale: hsl(95, s * 0.4) };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const titleOf = (file: string) =>
  file
    .replace(/\.svg$/, '')
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const svg = (width: number, height: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">` +
  `<title>${escapeXml(label)}</title>${body}</svg>`;

const text = (x: number, y: number, size: number, fill: string, content: string, weight = 400, family = 'Georgia, serif') =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(content)}</text>`;

/** A text element drawn exactly `width` wide (its glyphs and spacing scaled to fit). */
const fitted = (element: string, width: number) =>
  element.replace('<text ', `<text textLength="${width}" lengthAdjust="spacingAndGlyphs" `);

/** A perfume bottle (or an attar flask) centred at x, standing on y. */
function bottle(row: ProductRow | undefined, name: string, x: number, y: number, scale = 1): string {
  const family = row?.fam ?? 'MUSKY';
  const p = palette(FAMILY_COLOURS[family], name);
  const cap = row?.conc === 'PARFUM' || row?.conc === 'ATTAR' ? '#c9a227' : row?.conc === 'EDC' ? '#d8d8d8' : '#222';
  const t = (dx: number, dy: number) => `${x + dx * scale},${y + dy * scale}`;
  if (row?.conc === 'ATTAR') {
    // A round attar flask with a long glass dauber.
    return (
      `<g><rect x="${x - 26 * scale}" y="${y - 330 * scale}" width="${52 * scale}" height="${90 * scale}" rx="${8 * scale}" fill="${p.light}" stroke="${p.deep}" stroke-width="${4 * scale}"/>` +
      `<circle cx="${x}" cy="${y - 130 * scale}" r="${130 * scale}" fill="${p.juice}" stroke="${p.deep}" stroke-width="${6 * scale}"/>` +
      `<path d="M${t(-16, -330)} Q${t(0, -470)} ${t(16, -330)} Z" fill="${cap}"/>` +
      `<rect x="${x - 80 * scale}" y="${y - 160 * scale}" width="${160 * scale}" height="${64 * scale}" rx="${6 * scale}" fill="#fffaf0" opacity="0.92"/>` +
      text(x, y - 122 * scale, 22 * scale, '#2b2b2b', name, 600) +
      `<ellipse cx="${x - 70 * scale}" cy="${y - 170 * scale}" rx="${16 * scale}" ry="${46 * scale}" fill="#fff" opacity="0.3"/></g>`
    );
  }
  return (
    `<g><rect x="${x - 130 * scale}" y="${y - 300 * scale}" width="${260 * scale}" height="${300 * scale}" rx="${36 * scale}" fill="${p.juice}" stroke="${p.deep}" stroke-width="${6 * scale}"/>` +
    `<rect x="${x - 36 * scale}" y="${y - 345 * scale}" width="${72 * scale}" height="${50 * scale}" fill="${p.light}" stroke="${p.deep}" stroke-width="${4 * scale}"/>` +
    `<rect x="${x - 60 * scale}" y="${y - 430 * scale}" width="${120 * scale}" height="${90 * scale}" rx="${12 * scale}" fill="${cap}"/>` +
    `<rect x="${x - 90 * scale}" y="${y - 200 * scale}" width="${180 * scale}" height="${90 * scale}" rx="${6 * scale}" fill="#fffaf0" opacity="0.92"/>` +
    text(x, y - 160 * scale, 26 * scale, '#2b2b2b', name, 600) +
    text(
      x,
      y - 127 * scale,
      16 * scale,
      '#555',
      row ? CONCENTRATION_LABELS[row.conc] : 'Perfume',
      400,
      'Helvetica, Arial, sans-serif',
    ) +
    `<rect x="${x - 110 * scale}" y="${y - 285 * scale}" width="${22 * scale}" height="${250 * scale}" rx="${11 * scale}" fill="#fff" opacity="0.3"/></g>`
  );
}

/** `/media/products/<slug>.svg` (the bottle) and `<slug>-box.svg` (the gift box). */
export function productImage(file: string): string {
  const isBox = file.endsWith('-box.svg');
  const slug = file.replace(/(-box)?\.svg$/, '');
  const row = PRODUCTS.get(slug);
  const name = row?.name ?? titleOf(slug);
  const p = palette(FAMILY_COLOURS[row?.fam ?? 'MUSKY'], name);
  const background = `<rect width="800" height="800" fill="${p.pale}"/><circle cx="400" cy="430" r="300" fill="${p.light}" opacity="0.5"/>`;
  if (!isBox) {
    const family = row ? FAMILY_LABELS[row.fam] : 'Fragrance';
    return svg(
      800,
      800,
      background + bottle(row, name, 400, 680) + text(400, 750, 28, p.deep, `${family} · ${name}`, 600),
      `${name} bottle`,
    );
  }
  const brand = BRANDS[(row?.brand ?? 1) - 1]!;
  const box =
    `<rect x="220" y="170" width="360" height="520" rx="10" fill="${brand.colour}"/>` +
    `<rect x="245" y="195" width="310" height="470" rx="6" fill="none" stroke="#e8c872" stroke-width="4"/>` +
    text(400, 400, 40, '#fff8e6', name, 600) +
    text(400, 450, 20, '#e8c872', brand.brandName.toUpperCase(), 400, 'Helvetica, Arial, sans-serif') +
    `<circle cx="400" cy="290" r="46" fill="${p.juice}" stroke="#e8c872" stroke-width="4"/>`;
  return svg(800, 800, background + box, `${name} gift box`);
}

/** `/media/categories/<slug or id>.svg`: a tile with three bottles of the category's look. */
export function categoryImage(file: string): string {
  const slug = file.replace(/\.svg$/, '');
  const category = CATEGORIES.find((c) => c.slug === slug || c.categoryId === slug.toUpperCase());
  const name = category?.categoryName ?? titleOf(slug);
  const inCategory = PRODUCT_ROWS.filter((r) => (category?.audience ? r.aud === category.audience.charAt(0) : r.isNew));
  // Three bottles of different families, so the tile shows the range.
  const rows = inCategory.filter((r, i) => inCategory.findIndex((o) => o.fam === r.fam) === i).slice(0, 3);
  const base = palette(rows[0] ? FAMILY_COLOURS[rows[0].fam] : '#a58fbf', name);
  const bottles = rows.map((r, i) => bottle(r, '', 170 + i * 130, 470, 0.45)).join('');
  return svg(
    600,
    600,
    `<rect width="600" height="600" fill="${base.pale}"/>${bottles}` + text(300, 560, 44, base.deep, name, 700),
    `${name} perfumes`,
  );
}

/** `/media/brands/<slug or id>.svg`: the brand's wordmark. */
export function brandImage(file: string): string {
  const slug = file.replace(/\.svg$/, '');
  const brand = BRANDS.find((b) => b.slug === slug || b.brandId === slug.toUpperCase());
  const name = brand?.brandName ?? titleOf(slug);
  const colour = brand?.colour ?? palette('#7a1f3d', name).deep;
  return svg(
    320,
    160,
    `<rect width="320" height="160" rx="12" fill="#fffaf3"/><circle cx="56" cy="80" r="34" fill="${colour}"/>` +
      text(56, 92, 34, '#fffaf3', name.charAt(0), 700) +
      `<text x="104" y="88" font-family="Georgia, serif" font-size="24" font-weight="700" fill="${colour}">${escapeXml(name)}</text>`,
    `${name} logo`,
  );
}

/** `/media/banners/<name>.svg`: a wide banner; a name starting with a perfume's slug shows that perfume. */
/** The shop's wordmark for the header (10:3, like the configuration's 160 x 48). */
export function logoImage(): string {
  const body =
    `<rect width="320" height="96" rx="8" fill="#fffaf3"/>` +
    `<g transform="translate(30 18)" fill="none" stroke="#5a2e1c" stroke-width="3">` +
    `<rect x="8" y="20" width="28" height="40" rx="6"/><path d="M16 20v-8h12v8M14 6h16"/></g>` +
    // each line held to a set width whatever font the viewer has, so the name never runs into the bottle
    fitted(text(192, 52, 32, '#2b1d14', 'ATTAR HOUSE', 600), 200) +
    fitted(text(192, 76, 12, '#5a2e1c', 'PERFUMES · ATTARS · SINCE 1952', 400, 'Helvetica, Arial, sans-serif'), 200);
  return svg(320, 96, body, 'Attar House');
}

/** The site icon: the bottle monogram on the brand's brown. */
export function siteIconImage(): string {
  const body =
    `<rect width="64" height="64" rx="14" fill="#5a2e1c"/>` +
    `<g fill="none" stroke="#fffaf3" stroke-width="4" stroke-linejoin="round"><rect x="20" y="24" width="24" height="30" rx="6"/><path d="M27 24v-8h10v8M24 12h16"/></g>`;
  return svg(64, 64, body, 'Attar House');
}

export function bannerImage(file: string): string {
  const slug = file.replace(/\.svg$/, '');
  if (slug === 'logo') return logoImage();
  if (slug === 'favicon') return siteIconImage();
  const row = [...PRODUCTS.entries()].find(([s]) => slug === s || slug.startsWith(`${s}-`))?.[1];
  const title = row?.name ?? titleOf(slug);
  const p = palette(row ? FAMILY_COLOURS[row.fam] : '#b5651d', title);
  const body =
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${p.deep}"/><stop offset="1" stop-color="${p.juice}"/></linearGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#g)"/>` +
    (row ? bottle(row, row.name, 1180, 560, 1) : `<circle cx="1200" cy="300" r="220" fill="${p.light}" opacity="0.4"/>`) +
    `<text x="120" y="280" font-family="Georgia, serif" font-size="84" font-weight="700" fill="#fffaf0">${escapeXml(title)}</text>` +
    `<text x="124" y="350" font-family="Helvetica, Arial, sans-serif" font-size="32" fill="#fffaf0">${escapeXml(row ? row.short : 'Free shipping across India')}</text>`;
  return svg(1600, 600, body, `${title} banner`);
}

/** Gallery images and anything else: deterministic shapes in a colour from the file name, labelled. */
export function placeholderImage(path: string, width = 800, height = 600): string {
  const name = path.split('/').pop() ?? path;
  const h = hash(path);
  const p = palette(Object.values(FAMILY_COLOURS)[h % 12]!, name);
  const circles = Array.from({ length: 6 }, (_, i) => {
    const v = hash(`${path}#${i}`);
    return `<circle cx="${v % width}" cy="${(v >>> 10) % height}" r="${40 + ((v >>> 20) % 120)}" fill="${i % 2 ? p.juice : p.light}" opacity="0.45"/>`;
  }).join('');
  const label = titleOf(name);
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${p.pale}"/>${circles}` +
      text(width / 2, height / 2 + 14, 40, p.deep, label, 600),
    label,
  );
}

const SVG_FILE = /^[a-z0-9][a-z0-9._-]*\.svg$/i;
/** A made clip in one format: `distillery-640.webm`. */
const CLIP_FILE = /^([a-z0-9][a-z0-9-]*?)-(\d{2,5})\.(webm|mp4)$/;
/** How long a made file may be kept: a day (it changes only when the pipeline renders it again; its ETag says when). */
const MADE_FILE_CACHE = 'public, max-age=86400';
/** A made picture's variant (`rose-attar-640.avif`) or the picture itself (`rose-attar`). */
const PICTURE_FILE = /^([a-z0-9][a-z0-9-]*?)(?:-(\d{2,5})\.(avif|webp|jpg))?$/;

/**
 * Where made pictures come from: the bytes of `{set}/{file}`, or undefined when there are none.
 * The Node entries read the pipeline's folder (picture-folder.ts); the browser worker has none.
 */
export type PictureSource = (path: string) => Promise<Uint8Array | undefined>;

const CONTENT_TYPES: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

const reply = (body: string) =>
  new HttpResponse(body, {
    status: 200,
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });

const notFound = (path: string, what = 'image') =>
  new HttpResponse(`No ${what} at ${path}.`, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/** The best format the client takes, by its Accept header (image/* or nothing: the JPEG). */
export function formatFor(accept: string | null): PictureFormat {
  const types = (accept ?? '').toLowerCase();
  return PICTURE_FORMATS.find((f) => types.includes(CONTENT_TYPES[f])) ?? 'jpg';
}

/**
 * MSW routes serving the shop's images: made pictures from `pictures` when it has them, SVG drawn on
 * request otherwise.
 * @example
 * const server = setupServer(...createMediaHandlers('http://127.0.0.1:4010', pictureFolder()));
 */
export function createMediaHandlers(baseUrl = '*', pictures?: PictureSource): HttpHandler[] {
  const route = (folder: string, draw: (file: string) => string) =>
    http.get(`${baseUrl}/media/${folder}/:file`, async ({ params, request }) => {
      const file = String(params.file);
      if (SVG_FILE.test(file)) return reply(draw(file));
      const match = PICTURE_FILE.exec(file);
      const shape = match ? shapeOf(folder, match[1]!) : undefined;
      if (!match || !shape) return notFound(`/media/${folder}/${file}`);
      const [, name, width, format] = match as unknown as [string, string, string | undefined, PictureFormat | undefined];
      // `{name}` alone: the best format the client accepts, at the fallback width
      const chosen = format ?? formatFor(request.headers.get('accept'));
      const w = width ? Number(width) : shape.fallback;
      const known = chosen === 'jpg' ? w === shape.fallback : shape.widths.includes(w);
      if (!known) return notFound(`/media/${folder}/${file}`);
      const bytes = await pictures?.(`${folder}/${variantFile(name, w, chosen)}`);
      // no made file here: the drawn picture stands in, under the same name
      if (!bytes) return reply(draw(`${name}.svg`));
      return fileReply(request, bytes, {
        'content-type': CONTENT_TYPES[chosen],
        // a variant's bytes never change under its name; the bare name depends on Accept
        'cache-control': format ? MADE_FILE_CACHE : 'public, max-age=3600',
        ...(format ? {} : { vary: 'Accept' }),
      });
    });
  return [
    route('products', productImage),
    route('categories', categoryImage),
    route('brands', brandImage),
    route('banners', bannerImage),
    route('gallery', (file) => placeholderImage(`gallery/${file}`, 800, 800)),
    http.get(`${baseUrl}/media/video/:file`, async ({ params, request }) => {
      const file = String(params.file);
      const match = CLIP_FILE.exec(file);
      const shape = match ? CLIPS[match[1]!] : undefined;
      const encoding = CLIP_FORMATS.find((f) => f.format === match?.[3]);
      if (!match || !shape || !encoding || clipFile(match[1]!, shape, encoding.format) !== file) {
        return notFound(`/media/video/${file}`, 'clip');
      }
      const bytes = await pictures?.(`video/${file}`);
      if (!bytes) return notFound(`/media/video/${file}`, 'clip');
      return fileReply(request, bytes, { 'content-type': encoding.mime, 'cache-control': MADE_FILE_CACHE });
    }),
    http.get(`${baseUrl}/media/*`, ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^.*?\/media\//, '');
      const file = path.split('/').pop() ?? '';
      return SVG_FILE.test(file) ? reply(placeholderImage(path)) : notFound(`/media/${path}`);
    }),
  ];
}
