/**
 * The search-and-share part of a server-rendered page's head: title, description, canonical URL, Open
 * Graph and Twitter cards, `noindex` for a page that is not there, and JSON-LD (the shop as an
 * Organization on every page; a Product with its offers and rating, and breadcrumbs, on a product page;
 * breadcrumbs on a category page). Pure: the server hands in what the page read, this writes HTML.
 */
import { productRoute, toPaise, type ActionData, type Schemas } from '@attar/sdk';
import type {
  AggregateOffer,
  AggregateRating,
  BreadcrumbList,
  ItemAvailability,
  Offer,
  Organization,
  Product,
  WithContext,
} from 'schema-dts';
import { leadImageOf, visibleBlocks } from '../content/visible-blocks.ts';
import type { CheckedPage } from '../content/types.ts';
import { PICTURE_SIZES, pictureOfField, preloadLink, safePicture, type PictureData } from '../lib/picture.ts';
import { safeHref, safeImage } from '../lib/safe-url.ts';
import { absoluteUrl, clip, escapeHtml, jsonLdScript, textOf } from './markup.ts';
import { categoryPath, CATEGORY_ROUTE, listingCanonicalQuery, matchRoute, nameFromSlug } from './paths.ts';

export interface PageHeadInput {
  /** The shop's public origin, no trailing slash: `https://attar.example`. */
  origin: string;
  /** The requested URL (path and query) on that origin. */
  url: URL;
  /** 200, or 404 for a page, perfume or category that does not exist. */
  status: number;
  /** The document title as the page set it (`Oud Noir | Attar House`). */
  title?: string;
  /** The page's description as it set it. */
  description?: string;
  /** The site configuration: store name, logo, social links, locale. */
  site?: ActionData<'contentSite'>;
  /** The page configuration (checked: data/content-check.ts): SEO fields and blocks. */
  page?: CheckedPage;
  /** The perfume, on a product page. */
  product?: ActionData<'catalogProduct'>;
  /** The listing the page rendered (the shop, a category): its first card is the first view's picture. */
  listing?: ActionData<'catalogList'>;
  /**
   * The category, on a category page, as the listing's category facet names it. Without it the
   * breadcrumb names the category from its address (`for-him` -> `For Him`).
   */
  category?: Schemas['CategoryRef'];
}

/** The name the header shows before (or without) the site configuration (site-header.tsx). */
const FALLBACK_STORE_NAME = 'Attar House';
/** Money in the contract is Indian rupees (the `Money` schema), whatever the display settings say. */
const CURRENCY = 'INR';
const IN_STOCK: ItemAvailability = 'https://schema.org/InStock';
const OUT_OF_STOCK: ItemAvailability = 'https://schema.org/OutOfStock';
const DESCRIPTION_MAX = 300;

type Variant = Schemas['Variant'];
type Picture = { url: string; alt: string; width?: number | undefined; height?: number | undefined };

/**
 * A rupee amount as the decimal string structured data and Open Graph want (`1899.50`), computed in
 * integer paise so no float arithmetic touches it; undefined for an amount that is not money.
 * @example rupeeString(1899.5) // '1899.50'
 */
export function rupeeString(rupees: number): string | undefined {
  try {
    const paise = toPaise(rupees);
    if (paise < 0) return undefined;
    return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
  } catch {
    return undefined;
  }
}

/** A text that still has a configuration placeholder (`{productName}`) in it is not a real one. */
const filled = (text: string | undefined): string | undefined =>
  text?.trim() && !/\{\w+\}/.test(text) ? text.trim() : undefined;

const isListing = (input: PageHeadInput, pathname: string): boolean =>
  pathname === '/shop' ||
  matchRoute(CATEGORY_ROUTE, pathname) !== undefined ||
  (input.page?.blocks.some((block) => block.blockRef === 'productListing') ?? false);

/** The path (and kept query) of the page's canonical URL. */
function canonicalPath(input: PageHeadInput): string {
  if (input.product) return productRoute(input.product);
  const pathname = input.url.pathname.replace(/\/+$/, '') || '/';
  const route = matchRoute(CATEGORY_ROUTE, pathname);
  const category = route && input.category?.categoryId === route.categoryId ? input.category : undefined;
  const own = category ? categoryPath(category) : (filled(input.page?.seo.canonical) ?? pathname);
  return isListing(input, pathname) ? `${own}${listingCanonicalQuery(input.url.searchParams)}` : own;
}

/** The picture of the page: the perfume's first usable one, else the page's lead banner. */
function pictureOf(input: PageHeadInput): Picture | undefined {
  if (input.product) {
    for (const image of input.product.images) {
      const url = absoluteUrl(input.origin, image.url);
      // the picture's own size describes the file only when there is one file: with variants, `url` is
      // the fallback at a width the contract does not say (a 640 px JPEG of a 960 px picture), and a
      // preview that is told the wrong size draws it wrong until it has fetched it
      if (url)
        return image.variants
          ? { url, alt: image.altText }
          : { url, alt: image.altText, width: image.width, height: image.height };
    }
    return undefined;
  }
  const lead = input.page ? visibleBlocks(input.page.blocks)[0] : undefined;
  const url = absoluteUrl(input.origin, safeImage(leadImageOf(lead), input.site?.imageHosts ?? []) ?? undefined);
  if (!url || lead?.blockRef !== 'bannerCarousel') return undefined;
  return { url, alt: lead.elements[0]?.fields.image.altText ?? '' };
}

/**
 * The first view's largest picture and how wide it is on screen, for a preload: the perfume's first
 * picture on a product page, the lead banner of a content page, else the first card of a listing.
 */
export function firstViewPicture(input: PageHeadInput): { picture: PictureData; sizes: string } | undefined {
  const first = input.product?.images[0];
  if (first) return { picture: first, sizes: PICTURE_SIZES.product };
  const lead = input.page ? visibleBlocks(input.page.blocks)[0] : undefined;
  if (lead?.blockRef === 'bannerCarousel' || lead?.blockRef === 'backgroundImage') {
    const picture = safePicture(pictureOfField(lead.elements[0]?.fields.image), input.site?.imageHosts ?? []);
    if (picture) return { picture, sizes: PICTURE_SIZES.banner };
  }
  const card = input.listing?.items[0]?.image;
  return card ? { picture: card, sizes: PICTURE_SIZES.card } : undefined;
}

function organization(input: PageHeadInput, name: string): WithContext<Organization> | undefined {
  const logo = absoluteUrl(input.origin, safeImage(input.site?.header.logo.url, input.site?.imageHosts ?? []) ?? undefined);
  // without the configuration there is no logo to name, and an Organization without one is no use
  if (!input.site || !logo) return undefined;
  const sameAs = input.site.footer.columns
    .flatMap((column) => column.socialLinks ?? [])
    .map((link) => safeHref(link.url))
    .filter((url): url is string => url !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${input.origin}/`,
    logo,
    ...(sameAs.length ? { sameAs } : {}),
  };
}

function breadcrumbs(origin: string, trail: ReadonlyArray<[name: string, path: string]>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: `${origin}${path}`,
    })),
  };
}

/** The offer of one size; undefined for one with no price (a zero or malformed amount). */
function offerOf(variant: Variant, url: string): Offer | undefined {
  const price = rupeeString(variant.price);
  if (!price || toPaise(variant.price) === 0) return undefined;
  return {
    '@type': 'Offer',
    sku: variant.cin,
    name: variant.label,
    price,
    priceCurrency: CURRENCY,
    availability: variant.inStock ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: 'https://schema.org/NewCondition',
    url,
  };
}

/** One Offer for a single size; an AggregateOffer from the lowest to the highest price over several. */
function offersOf(product: Schemas['Product'], url: string): Offer | AggregateOffer | undefined {
  const priced = product.variants
    .map((variant) => ({ variant, offer: offerOf(variant, url) }))
    .filter((v): v is { variant: Variant; offer: Offer } => v.offer !== undefined);
  if (priced.length === 0) return undefined;
  if (priced.length === 1) return priced[0]!.offer;
  const byPrice = [...priced].sort((a, b) => toPaise(a.variant.price) - toPaise(b.variant.price));
  return {
    '@type': 'AggregateOffer',
    lowPrice: rupeeString(byPrice[0]!.variant.price)!,
    highPrice: rupeeString(byPrice.at(-1)!.variant.price)!,
    offerCount: priced.length,
    priceCurrency: CURRENCY,
    availability: priced.some((p) => p.variant.inStock) ? IN_STOCK : OUT_OF_STOCK,
    offers: priced.map((p) => p.offer),
  };
}

function productLd(input: PageHeadInput, product: Schemas['Product'], url: string, description: string): WithContext<Product> {
  const images = product.images
    .map((image) => absoluteUrl(input.origin, image.url))
    .filter((image): image is string => image !== undefined);
  const offers = offersOf(product, url);
  const { average, count } = product.rating;
  // a rating Google accepts: at least one, on the 1-5 scale the storefront's stars show
  const rating: AggregateRating | undefined =
    count > 0 && average >= 1 && average <= 5
      ? { '@type': 'AggregateRating', ratingValue: average, ratingCount: count, bestRating: 5, worstRating: 1 }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images } : {}),
    sku: product.defaultCin,
    productID: product.productId,
    brand: { '@type': 'Brand', name: product.brand.brandName },
    category: product.category.categoryName,
    url,
    ...(offers ? { offers } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined): string[] =>
  content ? [`<meta ${attribute}="${key}" content="${escapeHtml(content)}">`] : [];

/**
 * The HTML of the page's search-and-share head tags (title, description, canonical, Open Graph,
 * Twitter, robots and JSON-LD), every value escaped.
 */
export function pageHead(input: PageHeadInput): string {
  const { origin, product, site } = input;
  const found = input.status < 400;
  const storeName = site?.store.name.trim() || FALLBACK_STORE_NAME;
  const title = input.title?.trim() || filled(input.page?.seo.title) || storeName;
  const productText = product ? product.shortDescription?.trim() || textOf(product.description) : undefined;
  const description = clip(
    input.description?.trim() || filled(input.page?.seo.description) || productText || '',
    DESCRIPTION_MAX,
  );
  const canonical = `${origin}${canonicalPath(input)}`;
  const picture = found ? pictureOf(input) : undefined;
  const locale = (site?.store.locale ?? 'en-IN').replace('-', '_');
  const defaultVariant = product?.variants.find((v) => v.cin === product.defaultCin) ?? product?.variants[0];
  const price = defaultVariant ? rupeeString(defaultVariant.price) : undefined;

  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    ...meta('name', 'description', description),
    ...(found ? [`<link rel="canonical" href="${escapeHtml(canonical)}">`] : ['<meta name="robots" content="noindex">']),
    ...meta('property', 'og:type', found && product ? 'product' : 'website'),
    ...meta('property', 'og:title', (found && product?.name) || title),
    ...meta('property', 'og:description', description),
    ...(found ? meta('property', 'og:url', canonical) : []),
    ...meta('property', 'og:image', picture?.url),
    ...meta('property', 'og:image:alt', picture?.alt),
    ...meta('property', 'og:image:width', picture?.width?.toString()),
    ...meta('property', 'og:image:height', picture?.height?.toString()),
    ...meta('property', 'og:site_name', storeName),
    ...meta('property', 'og:locale', locale),
    ...(found && product && price
      ? [...meta('property', 'product:price:amount', price), ...meta('property', 'product:price:currency', CURRENCY)]
      : []),
    ...meta('name', 'twitter:card', picture ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', (found && product?.name) || title),
    ...meta('name', 'twitter:description', description),
    ...meta('name', 'twitter:image', picture?.url),
    ...meta('name', 'twitter:image:alt', picture?.alt),
  ];

  const lead = found ? firstViewPicture(input) : undefined;
  if (lead) tags.push(preloadLink(lead.picture, lead.sizes, escapeHtml));
  const org = organization(input, storeName);
  if (org) tags.push(jsonLdScript(org));
  if (found && product) {
    const url = `${origin}${productRoute(product)}`;
    const fullText = textOf(product.description) || productText || '';
    const ld = productLd(input, product, url, clip(fullText, 5000));
    // without a price or a rating a Product is no rich result, and Search Console reports it as broken
    if (ld.offers || ld.aggregateRating) tags.push(jsonLdScript(ld));
    tags.push(
      jsonLdScript(
        breadcrumbs(origin, [
          ['Home', '/'],
          ['Shop', '/shop'],
          [product.category.categoryName, categoryPath(product.category)],
          [product.name, productRoute(product)],
        ]),
      ),
    );
  } else if (found) {
    const route = matchRoute(CATEGORY_ROUTE, input.url.pathname);
    if (route?.categoryId) {
      const known = input.category?.categoryId === route.categoryId ? input.category : undefined;
      const name = known?.categoryName ?? nameFromSlug(route.categoryName ?? '');
      const path = known ? categoryPath(known) : input.url.pathname.replace(/\/+$/, '');
      if (name)
        tags.push(
          jsonLdScript(
            breadcrumbs(origin, [
              ['Home', '/'],
              ['Shop', '/shop'],
              [name, path],
            ]),
          ),
        );
    }
  }
  return tags.join('\n');
}
