/**
 * The order service's quotes. The store has quotes switched off, so each handler answers 403
 * `feature.disabled` first (as the spec declares) unless `orders.quotesEnabled` is set.
 */
import { requireBuyer, type ActionHandlers, type HandlerContext } from '../../core/context.ts';
import type { ActionName } from '@attar/sdk/contract';
import {
  addQuoteItem,
  addQuoteNote,
  assertQuotesOn,
  changeQuoteItem,
  ownQuote,
  quoteSummaries,
  removeQuoteItems,
  setQuoteStatus,
  submitQuote,
  toQuote,
} from '../../shop/orders/quotes.ts';

/** The buyer, once the feature check passed (a guest never gets this far: every quote call is signed-in). */
function quoteCaller<A extends ActionName>(ctx: HandlerContext<A>): string {
  assertQuotesOn(ctx.shop);
  return requireBuyer(ctx);
}

export const quoteHandlers = {
  quotesAddItem: (ctx) => toQuote(addQuoteItem(ctx.shop, quoteCaller(ctx), ctx.input)),
  quotesChangeItemQuantity: (ctx) =>
    toQuote(changeQuoteItem(ctx.shop, quoteCaller(ctx), ctx.input.id, ctx.input.cin, ctx.input.quantity)),
  quotesRemoveItem: (ctx) => toQuote(removeQuoteItems(ctx.shop, quoteCaller(ctx), ctx.input.id, ctx.input.cin)),
  quotesClearItems: (ctx) => toQuote(removeQuoteItems(ctx.shop, quoteCaller(ctx), ctx.input.id)),
  quotesSubmit: (ctx) => {
    const quote = toQuote(submitQuote(ctx.shop, quoteCaller(ctx), ctx.input));
    ctx.reply.message = 'Quote submitted; the seller answers within a day';
    return quote;
  },
  quotesSetStatus: (ctx) => toQuote(setQuoteStatus(ctx.shop, quoteCaller(ctx), ctx.input.id, ctx.input.quoteStatus)),
  quotesAddClientNote: (ctx) => toQuote(addQuoteNote(ctx.shop, quoteCaller(ctx), ctx.input.id, ctx.input.note)),
  quotesGet: (ctx) => toQuote(ownQuote(ctx.shop, quoteCaller(ctx), ctx.input.id)),
  quotesList: (ctx) => {
    const buyerId = quoteCaller(ctx);
    const { pageNum = 1, pageSize = 10, sortOrder, quoteStatus } = ctx.input;
    const all = quoteSummaries(ctx.shop, buyerId, {
      ...(sortOrder ? { sortOrder } : {}),
      ...(quoteStatus ? { quoteStatus } : {}),
    });
    const start = (pageNum - 1) * pageSize;
    return {
      items: all.slice(start, start + pageSize),
      paging: { pageNum, pageSize, totalItems: all.length, totalPages: Math.ceil(all.length / pageSize) },
    };
  },
  quotesListAll: (ctx) => {
    const items = quoteSummaries(ctx.shop, quoteCaller(ctx));
    return { items, totalItems: items.length };
  },
} satisfies Partial<ActionHandlers>;
