/**
 * The buyer's side of bulk price quotes (order service). The store has the feature switched off, so
 * every call is a 403 `feature.disabled` unless `orders.quotesEnabled` is set. When on: a draft is
 * built item by item, submitted (`S`), revised by the seller a day later (`R`, simulated with the
 * clock), then accepted (`A`), declined (`D`) or cancelled (`C`). A quote stays within the contract's
 * bounds on `Quote`: 50 lines, 100 notes, and at most ₹1 crore (`Money`), refused before they are passed.
 */
import type { ActionInput, Schemas } from '@attar/sdk';
import { fromPaise, lineTotal, toPaise } from '@attar/sdk';
import { MoneyRule, QuoteFields, quotesAddItemInput } from '@attar/sdk/rules';
import { DAY } from '../../core/clock.ts';
import { refuse, ShopError } from '../../core/errors.ts';
import { findVariant } from '../catalogue/api.ts';
import type { Shop } from '../shop.ts';
import { resolveAddress } from './create.ts';
import { humanDate } from './dates.ts';
import type { QuoteRecord } from './state.ts';

type Quote = Schemas['Quote'];
const MAX_QUANTITY = quotesAddItemInput.quantity.maximum;
/** A quote's lines and notes stay within what its reply may list; its total within `Money`. */
const MAX_LINES = QuoteFields.items.maxItems;
const MAX_NOTES = QuoteFields.clientNotes.maxItems;
const MAX_AMOUNT = MoneyRule.maximum;

/** Refuses every quote call while the store has quotes switched off. */
export function assertQuotesOn(shop: Shop): void {
  if (!shop.state.orders.quotesEnabled)
    throw new ShopError(403, 'feature.disabled', 'Price quotes are switched off for this store.');
}

const listTotal = (q: QuoteRecord) => fromPaise(q.items.reduce((n, i) => n + toPaise(i.lineTotal), 0));

/** Refuses a line change that would take the quote past one crore (400 `quote.tooLarge` on `quantity`). */
function checkAmount(q: QuoteRecord, cin: string, unitPrice: number, quantity: number): void {
  const others = q.items.filter((i) => i.cin !== cin).reduce((n, i) => n + toPaise(i.lineTotal), 0);
  const total = fromPaise(others + toPaise(lineTotal(unitPrice, quantity)));
  if (total <= MAX_AMOUNT) return;
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
  const message = `would bring quote ${q.quoteId} to ${rupees(total)}; a quote comes to at most ${rupees(MAX_AMOUNT)}`;
  throw new ShopError(400, 'quote.tooLarge', `${cin} ${message}. Split the order into smaller quotes.`, {
    fieldErrors: [{ field: 'quantity', message }],
  });
}

/** The seller answers a submitted quote a day later with a bulk price (5% off, 10% from 10 units). */
function settle(shop: Shop, q: QuoteRecord): QuoteRecord {
  if (q.quoteStatus !== 'S' || q.revisions.length > 0 || !q.submittedAt) return q;
  const revisedAt = Date.parse(q.submittedAt) + DAY;
  if (shop.clock.now().getTime() < revisedAt) return q;
  const units = q.items.reduce((n, i) => n + i.quantity, 0);
  const percent = units >= 10 ? 10 : 5;
  const current = listTotal(q);
  q.revisions.push({
    revisionNo: 1,
    note: `Bulk price for ${units} ${units === 1 ? 'unit' : 'units'}: ${percent}% off the list price, gift boxes included.`,
    currentPrice: current,
    quotePrice: fromPaise(Math.round((toPaise(current) * (100 - percent)) / 100 / 100) * 100),
    revisedAt: new Date(revisedAt).toISOString(),
  });
  q.quoteStatus = 'R';
  q.updatedAt = new Date(revisedAt).toISOString();
  return q;
}

/** The quote as the buyer sees it. */
export function toQuote(q: QuoteRecord): Quote {
  const { buyerId: _buyer, ...rest } = q;
  const latest = q.revisions[q.revisions.length - 1];
  return { ...rest, quotePrice: latest?.quotePrice ?? listTotal(q), currency: 'INR' };
}

/** One of the buyer's quotes (settled to now), or a 404. */
export function ownQuote(shop: Shop, buyerId: string, quoteId: string): QuoteRecord {
  const q = shop.state.orders.quotes[quoteId];
  if (!q || q.buyerId !== buyerId) throw refuse.notFound('quote', `Quote ${quoteId}`);
  return settle(shop, q);
}

function assertDraft(q: QuoteRecord): void {
  if (q.quoteStatus)
    throw refuse.conflict(
      'quote.notDraft',
      `Quote ${q.quoteId} was submitted on ${humanDate(q.submittedAt!)}; only a draft quote can be changed.`,
    );
}

const touch = (shop: Shop, q: QuoteRecord) => {
  q.updatedAt = shop.nowIso();
  return q;
};

/** Adds to a draft (a new one when `quoteId` is left out); a `cin` already there gains quantity. */
export function addQuoteItem(shop: Shop, buyerId: string, input: ActionInput<'quotesAddItem'>): QuoteRecord {
  const match = findVariant(shop, input.cin);
  if (!match) throw refuse.notFound('item', `Item ${input.cin}`);
  let q: QuoteRecord;
  if (input.quoteId) {
    q = ownQuote(shop, buyerId, input.quoteId);
    assertDraft(q);
  } else {
    const now = shop.nowIso();
    q = { quoteId: shop.nextId('QT', 8), buyerId, clientNotes: [], items: [], revisions: [], createdAt: now, updatedAt: now };
    shop.state.orders.quotes[q.quoteId] = q;
  }
  const line = q.items.find((i) => i.cin === input.cin);
  const quantity = (line?.quantity ?? 0) + input.quantity;
  if (quantity > MAX_QUANTITY)
    throw refuse.invalid('quantity', `would take ${input.cin} to ${quantity}; a quote line takes at most ${MAX_QUANTITY}`);
  if (!line && q.items.length >= MAX_LINES) {
    throw refuse.conflict(
      'quote.full',
      `Quote ${q.quoteId} holds at most ${MAX_LINES} different items; start another quote for the rest.`,
    );
  }
  const { product, variant } = match;
  checkAmount(q, input.cin, variant.price, quantity);
  const item: Schemas['QuoteItem'] = {
    cin: variant.cin,
    productId: product.productId,
    name: product.name,
    variantLabel: variant.label,
    ...(product.images[0] ? { image: product.images[0] } : {}),
    quantity,
    unitPrice: variant.price,
    lineTotal: lineTotal(variant.price, quantity),
  };
  if (line) Object.assign(line, item);
  else q.items.push(item);
  return touch(shop, q);
}

function ownLine(q: QuoteRecord, cin: string): Schemas['QuoteItem'] {
  const line = q.items.find((i) => i.cin === cin);
  if (!line) throw refuse.notFound('quote', `Item ${cin} in quote ${q.quoteId}`);
  return line;
}

/** Sets a draft line's quantity (bulk: up to 10,000). */
export function changeQuoteItem(shop: Shop, buyerId: string, quoteId: string, cin: string, quantity: number): QuoteRecord {
  const q = ownQuote(shop, buyerId, quoteId);
  assertDraft(q);
  const line = ownLine(q, cin);
  checkAmount(q, cin, line.unitPrice, quantity);
  line.quantity = quantity;
  line.lineTotal = lineTotal(line.unitPrice, quantity);
  return touch(shop, q);
}

/** Removes one line, or every line, from a draft. */
export function removeQuoteItems(shop: Shop, buyerId: string, quoteId: string, cin?: string): QuoteRecord {
  const q = ownQuote(shop, buyerId, quoteId);
  assertDraft(q);
  const line = cin === undefined ? undefined : ownLine(q, cin);
  q.items = line ? q.items.filter((i) => i !== line) : [];
  return touch(shop, q);
}

/** Sends a draft to the seller: status `S`; the billing address defaults to the shipping address. */
export function submitQuote(shop: Shop, buyerId: string, input: ActionInput<'quotesSubmit'>): QuoteRecord {
  const q = ownQuote(shop, buyerId, input.id);
  if (q.quoteStatus)
    throw refuse.conflict('quote.alreadySubmitted', `Quote ${q.quoteId} was already submitted on ${humanDate(q.submittedAt!)}.`);
  if (q.items.length === 0)
    throw refuse.rule('quote.empty', `Quote ${q.quoteId} has no items; add at least one perfume before submitting it.`);
  if (input.clientNote) assertRoomForNote(q);
  const shipping = resolveAddress(shop, buyerId, input.shippingAddress, undefined, 'shippingAddress');
  const billing = input.billingAddress
    ? resolveAddress(shop, buyerId, input.billingAddress, undefined, 'billingAddress')
    : shipping;
  const now = shop.nowIso();
  q.quoteTitle = input.quoteTitle;
  if (input.quoteDesc) q.quoteDesc = input.quoteDesc;
  q.shippingAddress = shipping;
  q.billingAddress = billing;
  q.quoteStatus = 'S';
  q.submittedAt = now;
  if (input.clientNote) q.clientNotes.push({ note: input.clientNote, addedAt: now });
  return touch(shop, q);
}

/** The buyer's answer: accept or decline a revised quote, or cancel an open one. */
export function setQuoteStatus(shop: Shop, buyerId: string, quoteId: string, status: 'A' | 'D' | 'C'): QuoteRecord {
  const q = ownQuote(shop, buyerId, quoteId);
  const allowed = status === 'C' ? q.quoteStatus === 'S' || q.quoteStatus === 'R' : q.quoteStatus === 'R';
  if (!allowed) {
    const now = q.quoteStatus ? `is in status ${q.quoteStatus}` : 'is still a draft';
    const rule =
      status === 'C'
        ? 'only a submitted or revised quote can be cancelled'
        : 'only a quote the seller has revised can be accepted or declined';
    throw refuse.conflict('quote.invalidTransition', `Quote ${quoteId} ${now}; ${rule}.`);
  }
  q.quoteStatus = status;
  return touch(shop, q);
}

function assertRoomForNote(q: QuoteRecord): void {
  if (q.clientNotes.length >= MAX_NOTES)
    throw refuse.conflict(
      'quote.notesFull',
      `Quote ${q.quoteId} holds at most ${MAX_NOTES} notes; write to the seller directly.`,
    );
}

/** Adds a note for the seller, unless the quote is accepted, declined or cancelled, or holds 100 notes. */
export function addQuoteNote(shop: Shop, buyerId: string, quoteId: string, note: string): QuoteRecord {
  const q = ownQuote(shop, buyerId, quoteId);
  if (q.quoteStatus === 'A' || q.quoteStatus === 'D' || q.quoteStatus === 'C') {
    throw refuse.conflict('quote.closed', `Quote ${quoteId} is closed (status ${q.quoteStatus}); notes can no longer be added.`);
  }
  assertRoomForNote(q);
  q.clientNotes.push({ note, addedAt: shop.nowIso() });
  return touch(shop, q);
}

/** The buyer's quotes as list rows, newest first unless `asc`, optionally of one status. */
export function quoteSummaries(
  shop: Shop,
  buyerId: string,
  options: { sortOrder?: 'asc' | 'desc'; quoteStatus?: Schemas['QuoteStatus'] } = {},
): Schemas['QuoteSummary'][] {
  const direction = options.sortOrder === 'asc' ? 1 : -1;
  return Object.values(shop.state.orders.quotes)
    .filter((q) => q.buyerId === buyerId)
    .map((q) => settle(shop, q))
    .filter((q) => !options.quoteStatus || q.quoteStatus === options.quoteStatus)
    .sort((a, b) => direction * (a.createdAt.localeCompare(b.createdAt) || a.quoteId.localeCompare(b.quoteId)))
    .map((q) => {
      const view = toQuote(q);
      return {
        quoteId: q.quoteId,
        ...(q.quoteTitle ? { quoteTitle: q.quoteTitle } : {}),
        ...(q.quoteStatus ? { quoteStatus: q.quoteStatus } : {}),
        quotePrice: view.quotePrice,
        currency: 'INR' as const,
        itemCount: q.items.length,
        createdAt: q.createdAt,
        updatedAt: q.updatedAt,
      };
    });
}
