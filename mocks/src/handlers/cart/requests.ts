/** Quote requests (feature off on this store), product enquiries and the business regions. */
import type { Schemas } from '@attar/sdk';
import { requireBuyer, type ActionHandlers } from '../../core/context.ts';
import { HOUR } from '../../core/clock.ts';
import { ShopError } from '../../core/errors.ts';
import { pageOf } from '../../shop/cart/paging.ts';
import { requireItem } from '../../shop/cart/pricing.ts';
import type { Shop } from '../../shop/shop.ts';

/** Enquiries one mobile number may send in an hour. */
const ENQUIRIES_PER_HOUR = 5;

function requireQuotes(shop: Shop): void {
  if (!shop.state.cart.quotesEnabled) throw new ShopError(403, 'feature.disabled', 'Quotes are switched off for this store.');
}

/** Refuses a sixth enquiry from one mobile within an hour (429 with the seconds to wait). */
function limitEnquiries(shop: Shop, mobile: string): void {
  const now = shop.clock.now().getTime();
  const recent = shop.state.cart.enquiries.filter((e) => e.mobile === mobile && now - new Date(e.createdAt).getTime() < HOUR);
  if (recent.length < ENQUIRIES_PER_HOUR) return;
  const oldest = Math.min(...recent.map((e) => new Date(e.createdAt).getTime()));
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR - now) / 1000));
  throw new ShopError(
    429,
    'enquiry.rateLimited',
    `Too many enquiries from ${mobile}. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfterSeconds },
  );
}

const INDIA: Schemas['BusinessRegion'] = {
  regionId: 'RG0001',
  name: 'India',
  countryCode: 'IN',
  currency: 'INR',
  currencySymbol: '₹',
  currencyDecimals: 2,
  displayDecimals: 0,
  mobileCountryCode: 'in',
  mobileLength: 10,
  international: false,
  isDefault: true,
};

export const requestHandlers = {
  quotesRequest: (ctx) => {
    const buyerId = requireBuyer(ctx);
    requireQuotes(ctx.shop);
    const now = ctx.shop.nowIso();
    const { quotePrice, clientNotes } = ctx.input;
    const quote: Schemas['EcommerceQuote'] = {
      quoteId: ctx.shop.nextId('QT', 6),
      quoteTitle: ctx.input.quoteTitle,
      quoteDesc: ctx.input.quoteDesc,
      ...(quotePrice !== undefined ? { quotePrice } : {}),
      ...(clientNotes !== undefined ? { clientNotes } : {}),
      quoteStatus: ctx.input.quoteStatus ?? 'S',
      billingAddress: ctx.input.billingAddress,
      shippingAddress: ctx.input.shippingAddress,
      revisions: [],
      createdAt: now,
      updatedAt: now,
    };
    (ctx.shop.state.cart.quotes[buyerId] ??= []).push(quote);
    ctx.reply.message = 'Quote requested';
    return quote;
  },

  quotesListRequests: (ctx) => {
    const buyerId = requireBuyer(ctx);
    requireQuotes(ctx.shop);
    return pageOf(
      ctx.shop.state.cart.quotes[buyerId] ?? [],
      ctx.input,
      (q) => q.createdAt,
      (q) => q.quoteId,
    );
  },

  enquiriesCreate: (ctx) => {
    requireItem(ctx.shop, ctx.input.cin);
    limitEnquiries(ctx.shop, ctx.input.mobile);
    const now = ctx.shop.nowIso();
    const buyer = ctx.caller.kind === 'buyer' ? ctx.caller.buyerId : undefined;
    const { notes, email } = ctx.input;
    const enquiry: Schemas['ProductEnquiry'] = {
      enquiryId: ctx.shop.nextId('EQ', 6),
      cin: ctx.input.cin,
      title: ctx.input.title,
      qunatity: ctx.input.qunatity, // the API's spelling
      status: ctx.input.status ?? 'NEW',
      // The caller decides: a guest's enquiry is a guest's, a buyer's carries their own id.
      customerType: buyer ? (ctx.input.customerType ?? 'BUYER') : 'GUEST',
      customerName: ctx.input.customerName,
      ...(buyer ? { customerId: buyer } : {}),
      ...(notes !== undefined ? { notes } : {}),
      ...(email !== undefined ? { email } : {}),
      mobile: ctx.input.mobile,
      createdAt: now,
      updatedAt: now,
    };
    ctx.shop.state.cart.enquiries.push(enquiry);
    ctx.reply.message = 'Enquiry sent';
    return enquiry;
  },

  enquiriesList: (ctx) => {
    const buyerId = requireBuyer(ctx);
    const mine = ctx.shop.state.cart.enquiries.filter((e) => e.customerId === buyerId);
    return pageOf(
      mine,
      ctx.input,
      (e) => e.createdAt,
      (e) => e.enquiryId,
    );
  },

  regionsBusiness: () => ({ regions: [{ ...INDIA }], multiRegion: false }),
} satisfies Partial<ActionHandlers>;
