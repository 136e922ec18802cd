/**
 * A small check of a page's JSON-LD against what Google's rich results need of the types this shop
 * writes: Product (name, and offers, a rating or a review), Offer and AggregateOffer (a positive price
 * as a decimal string, INR, a schema.org availability), AggregateRating (1-5, counted), BreadcrumbList
 * (positions from 1, names, absolute URLs) and Organization (name, URL, logo). Runs on any HTML, so an
 * end-to-end test can run it on what the server sent.
 */

type Node = Record<string, unknown>;

const SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
const DECIMAL = /^\d+(\.\d+)?$/;
const SCHEMA_ORG = /^https?:\/\/schema\.org\/\w+$/;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node): string[] =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).filter((t): t is string => typeof t === 'string');
const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isAbsoluteUrl(value: unknown): boolean {
  if (!text(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A URL given as a string, or as a node (`ImageObject`, a `Thing` with `@id`) that carries one. */
const urlOf = (value: unknown): unknown => (isNode(value) ? (value.url ?? value['@id']) : value);

/** A price as Google reads it here: a decimal string (no currency sign, no grouping) above zero. */
function priceProblem(value: unknown, field: string): string | undefined {
  if (typeof value !== 'string' || !DECIMAL.test(value))
    return `${field} must be a decimal number string, got ${JSON.stringify(value)}`;
  return Number(value) > 0 ? undefined : `${field} must be above 0, got ${value}`;
}

function checkOffer(node: Node, where: string, problems: string[]): void {
  const aggregate = typesOf(node).includes('AggregateOffer');
  const price = aggregate ? priceProblem(node.lowPrice, 'lowPrice') : priceProblem(node.price, 'price');
  if (price) problems.push(`${where}: ${price}`);
  if (aggregate && node.highPrice !== undefined) {
    const high = priceProblem(node.highPrice, 'highPrice');
    if (high) problems.push(`${where}: ${high}`);
    else if (Number(node.highPrice) < Number(node.lowPrice)) problems.push(`${where}: highPrice is below lowPrice`);
  }
  if (node.priceCurrency !== 'INR')
    problems.push(`${where}: priceCurrency must be INR, got ${JSON.stringify(node.priceCurrency)}`);
  // an aggregate may leave availability to its offers; a single offer must say it
  if (node.availability !== undefined || !aggregate) {
    if (typeof node.availability !== 'string' || !SCHEMA_ORG.test(node.availability)) {
      problems.push(`${where}: availability must be a schema.org URL, got ${JSON.stringify(node.availability)}`);
    }
  }
}

function checkRating(node: Node, where: string, problems: string[]): void {
  const value = Number(node.ratingValue);
  if ((typeof node.ratingValue !== 'number' && !text(node.ratingValue)) || !(value >= 1 && value <= 5)) {
    problems.push(`${where}: ratingValue must be within 1-5, got ${JSON.stringify(node.ratingValue)}`);
  }
  const counted = [node.reviewCount, node.ratingCount].some((count) => Number(count) > 0);
  if (!counted) problems.push(`${where}: reviewCount or ratingCount must be above 0`);
}

function checkBreadcrumbs(node: Node, where: string, problems: string[]): void {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0) {
    problems.push(`${where}: itemListElement must be a non-empty list`);
    return;
  }
  items.forEach((item: unknown, i) => {
    const at = `${where} item ${i + 1}`;
    if (!isNode(item)) return void problems.push(`${at}: not an object`);
    if (item.position !== i + 1) problems.push(`${at}: position must be ${i + 1}, got ${JSON.stringify(item.position)}`);
    const name = item.name ?? (isNode(item.item) ? item.item.name : undefined);
    if (!text(name)) problems.push(`${at}: no name`);
    if (!isAbsoluteUrl(urlOf(item.item))) problems.push(`${at}: item must be an absolute URL, got ${JSON.stringify(item.item)}`);
  });
}

function checkNode(node: Node, where: string, problems: string[]): void {
  const types = typesOf(node);
  if (types.includes('Product')) {
    if (!text(node.name)) problems.push(`${where}: Product has no name`);
    if (node.offers === undefined && node.aggregateRating === undefined && node.review === undefined) {
      problems.push(`${where}: Product needs offers, aggregateRating or review`);
    }
    const images = Array.isArray(node.image) ? node.image : node.image === undefined ? [] : [node.image];
    for (const image of images) {
      if (!isAbsoluteUrl(urlOf(image)))
        problems.push(`${where}: Product image must be an absolute URL, got ${JSON.stringify(image)}`);
    }
  }
  if (types.includes('Offer') || types.includes('AggregateOffer')) checkOffer(node, where, problems);
  if (types.includes('AggregateRating')) checkRating(node, where, problems);
  if (types.includes('BreadcrumbList')) checkBreadcrumbs(node, where, problems);
  if (types.includes('Organization')) {
    if (!text(node.name)) problems.push(`${where}: Organization has no name`);
    if (!isAbsoluteUrl(node.url))
      problems.push(`${where}: Organization url must be an absolute URL, got ${JSON.stringify(node.url)}`);
    if (!isAbsoluteUrl(urlOf(node.logo)))
      problems.push(`${where}: Organization logo must be an absolute URL, got ${JSON.stringify(node.logo)}`);
  }
}

/** Every object of a JSON-LD value, nested ones and `@graph` members included, with a path for messages. */
function* nodesOf(value: unknown, path: string): Generator<[Node, string]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* nodesOf(item, `${path}[${i}]`);
    return;
  }
  if (!isNode(value)) return;
  const types = typesOf(value);
  const where = types.length ? `${path} (${types.join(', ')})` : path;
  yield [value, where];
  for (const [key, child] of Object.entries(value)) {
    if (key !== '@context') yield* nodesOf(child, `${where}.${key}`);
  }
}

/**
 * What keeps the page's JSON-LD from Google's rich results, one message per problem; empty when
 * every block parses and every Product, Offer, AggregateOffer, AggregateRating, BreadcrumbList and
 * Organization in it has what it needs.
 * @example richResultProblems(html) // [] or ['ld+json #2 (Product).offers (Offer): priceCurrency must be INR, got "USD"']
 */
export function richResultProblems(html: string): string[] {
  const problems: string[] = [];
  let index = 0;
  for (const match of html.matchAll(SCRIPT)) {
    index += 1;
    let data: unknown;
    try {
      data = JSON.parse(match[1]!);
    } catch (error) {
      problems.push(`ld+json #${index}: not JSON (${(error as Error).message})`);
      continue;
    }
    const root = isNode(data) && Array.isArray(data['@graph']) ? data['@graph'] : data;
    for (const [node, where] of nodesOf(root, `ld+json #${index}`)) checkNode(node, where, problems);
  }
  return problems;
}
