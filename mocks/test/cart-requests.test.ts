/** Custom-product drafts, product enquiries, quote requests (feature off) and business regions. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type AttarClient } from '@attar/sdk';
import { startSession } from '../src/core/sessions.ts';
import { findVariant } from '../src/shop/catalogue/api.ts';
import { useMockShop } from './harness.ts';

const mock = useMockShop();

const BASE = 'http://shop.test';
const BUYER = 'BY000017';
const OUD = 'ATR-OUD-100';
const engraving = [{ name: 'engraving', value: 'For Meera' }];
const address = {
  addressee: 'Ananya Rao',
  contactNumber: '9876543210',
  line1: '14, 2nd Cross, Indiranagar',
  cityOrArea: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  zipcode: '560038',
};

let buyer: AttarClient;
let guest: AttarClient;
beforeEach(() => {
  Object.assign(findVariant(mock.shop, OUD)!.variant, { price: 2499, mrp: 2999, stock: 20, inStock: true });
  buyer = createAttarClient({
    baseUrl: BASE,
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, BUYER).token),
  });
  guest = createAttarClient({ baseUrl: BASE, validateReplies: true, session: createMemorySession() });
});

describe('drafts', () => {
  it("saves a draft priced at today's price and replaces it by id", async () => {
    const { data, meta } = await buyer.drafts.save({ cin: OUD, customType: 'ENGRAVING', customization: engraving, quantity: 2 });
    expect(meta?.message).toBe('Draft saved');
    expect(data).toMatchObject({
      id: 'DR000001',
      cin: OUD,
      productId: 'PR00012',
      name: 'Oud Noir 100 ml',
      quantity: 2,
      estimatedPrice: 4998,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    mock.shop.clock.advance(60_000);
    const replaced = await buyer.drafts.save({
      id: 'DR000001',
      cin: OUD,
      customType: 'GIFT_NOTE',
      customization: [{ name: 'note', value: 'Happy Diwali' }],
    });
    expect(replaced.data).toMatchObject({
      id: 'DR000001',
      customType: 'GIFT_NOTE',
      quantity: 1,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:01:00.000Z',
    });
    expect((await buyer.drafts.get({ id: 'DR000001' })).data!.customType).toBe('GIFT_NOTE');
  });

  it('refuses an unknown draft or item with 404', async () => {
    expect((await buyer.drafts.get({ id: 'DR999999' })).error).toMatchObject({ status: 404, code: 'draft.notFound' });
    expect(
      (await buyer.drafts.save({ id: 'DR999999', cin: OUD, customType: 'ENGRAVING', customization: engraving })).error,
    ).toMatchObject({ status: 404, code: 'draft.notFound' });
    expect(
      (await buyer.drafts.save({ cin: 'ATR-NOPE-50', customType: 'ENGRAVING', customization: engraving })).error,
    ).toMatchObject({ status: 404, code: 'product.notFound' });
  });

  it('gives the saved product of an item with the latest draft', async () => {
    const none = await buyer.drafts.getSavedProduct({ cin: OUD });
    expect(none.data).toMatchObject({ cin: OUD, customizable: true, product: { productId: 'PR00012' } });
    expect(none.data!.draft).toBeUndefined();
    await buyer.drafts.save({ cin: OUD, customType: 'ENGRAVING', customization: engraving });
    mock.shop.clock.advance(1000);
    await buyer.drafts.save({ cin: OUD, customType: 'GIFT_NOTE', customization: engraving });
    expect((await buyer.drafts.getSavedProduct({ cin: OUD })).data!.draft).toMatchObject({
      id: 'DR000002',
      customType: 'GIFT_NOTE',
    });
    expect((await buyer.drafts.getSavedProduct({ cin: '' })).error).toMatchObject({ kind: 'guard', code: 'draft.cinMissing' });
  });

  it('lists 10 a page, newest first, and deletes one or all', async () => {
    for (let i = 0; i < 12; i++) {
      await buyer.drafts.save({
        cin: OUD,
        customType: 'ENGRAVING',
        customization: [{ name: 'engraving', value: `No. ${i + 1}` }],
      });
      mock.shop.clock.advance(1000);
    }
    const first = (await buyer.drafts.list()).data!;
    expect(first.paging).toEqual({ pageNum: 1, pageSize: 10, totalItems: 12, totalPages: 2 });
    expect(first.items[0]!.id).toBe('DR000012');
    expect((await buyer.drafts.list({ pageNum: 2 })).data!.items.map((d) => d.id)).toEqual(['DR000002', 'DR000001']);
    expect((await buyer.drafts.remove({ id: 'DR000005' })).data).toEqual({ deletedCount: 1, id: 'DR000005' });
    expect((await buyer.drafts.remove({ id: 'DR000005' })).error).toMatchObject({ status: 404, code: 'draft.notFound' });
    expect((await buyer.drafts.clear()).data).toEqual({ deletedCount: 11 });
    expect((await buyer.drafts.list()).data!.paging.totalItems).toBe(0);
  });
});

describe('product enquiries', () => {
  const enquiry = { cin: OUD, title: 'Bulk order for a wedding', qunatity: 40, customerName: 'Ananya Rao', mobile: '9876543210' };

  it("takes a guest's enquiry as a guest's and a buyer's with their id; lists the buyer's own", async () => {
    const fromGuest = await guest.enquiries.create({ ...enquiry, customerType: 'BUYER', mobile: '9900112233' });
    expect(fromGuest.data).toMatchObject({ enquiryId: 'EQ000001', qunatity: 40, status: 'NEW', customerType: 'GUEST' });
    expect(fromGuest.data!.customerId).toBeUndefined();
    const fromBuyer = await buyer.enquiries.create({ ...enquiry, notes: 'Forty 100 ml bottles' });
    expect(fromBuyer.data).toMatchObject({ enquiryId: 'EQ000002', customerType: 'BUYER', customerId: BUYER });
    const list = (await buyer.enquiries.list()).data!;
    expect(list.items.map((e) => e.enquiryId)).toEqual(['EQ000002']);
    expect(list.paging.totalItems).toBe(1);
  });

  it('refuses an unknown item, and a sixth enquiry from one mobile within the hour', async () => {
    expect((await guest.enquiries.create({ ...enquiry, cin: 'ATR-NOPE-50' })).error).toMatchObject({
      status: 404,
      code: 'product.notFound',
    });
    for (let i = 0; i < 5; i++) expect((await guest.enquiries.create(enquiry)).error).toBeUndefined();
    const limited = await guest.enquiries.create(enquiry);
    expect(limited.error).toMatchObject({ status: 429, code: 'enquiry.rateLimited', retryAfterSeconds: 3600 });
    mock.shop.clock.advance(3600_000);
    expect((await guest.enquiries.create(enquiry)).error).toBeUndefined();
  });
});

describe('quote requests', () => {
  const request = {
    quoteTitle: 'Corporate Diwali gifting',
    quoteDesc: '200 gift boxes of Oud Noir 50 ml',
    quotePrice: 300000,
    billingAddress: address,
    shippingAddress: address,
  };

  it('answers 403 feature.disabled while quotes are off, as the store has them', async () => {
    expect((await buyer.quotes.request(request)).error).toMatchObject({ status: 403, code: 'feature.disabled' });
    expect((await buyer.quotes.listRequests()).error).toMatchObject({ status: 403, code: 'feature.disabled' });
  });

  it('records and lists requests when switched on', async () => {
    mock.shop.state.cart.quotesEnabled = true;
    const { data } = await buyer.quotes.request(request);
    expect(data).toMatchObject({ quoteId: 'QT000001', quoteStatus: 'S', quotePrice: 300000, revisions: [] });
    expect((await buyer.quotes.listRequests()).data).toMatchObject({
      items: [{ quoteId: 'QT000001' }],
      paging: { totalItems: 1 },
    });
  });
});

describe('business regions', () => {
  it('lists India only, INR kept with 2 decimals and shown with none', async () => {
    const { data } = await guest.regions.business();
    expect(data).toEqual({
      multiRegion: false,
      regions: [
        {
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
        },
      ],
    });
  });
});
