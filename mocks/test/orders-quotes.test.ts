/** Quotes (order service): switched off in this store (403), and their lifecycle when switched on. */
import { describe, expect, it, vi } from 'vitest';
import { createAttarClient, createMemorySession } from '@attar/sdk';
import { useMockShop } from './harness.ts';
import { startSession } from '../src/core/sessions.ts';
import { DAY } from '../src/core/clock.ts';

// The catalogue is another domain's: quotes only need a variant's name and price.
vi.mock('../src/shop/catalogue/api.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  findVariant: (_shop: unknown, cin: string) => {
    const variants: Record<string, { name: string; label: string; price: number }> = {
      'ATR-ROSE-12': { name: 'Rose Attar', label: '12 ml', price: 1299 },
      'ATR-VET-50': { name: 'Vetiver Smoke', label: '50 ml', price: 1899.5 },
    };
    const v = variants[cin];
    if (!v) return undefined;
    return {
      product: {
        productId: 'PR00021',
        name: v.name,
        images: [{ url: `/media/products/${cin}.svg`, altText: `${v.name} bottle` }],
      },
      variant: { cin, label: v.label, sizeMl: 12, price: v.price, mrp: v.price, discountPercent: 0, stock: 50, inStock: true },
    };
  },
}));

const mock = useMockShop();

const signedIn = (buyerId = 'BY000001') =>
  createAttarClient({
    baseUrl: 'http://shop.test',
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, buyerId).token),
  });

const jaipur = {
  addressee: 'Meera Shah',
  contactNumber: '9829012345',
  line1: '14 MI Road',
  cityOrArea: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
  zipcode: '302001',
};

describe('quotes switched off', () => {
  it('answers every quote call with 403 feature.disabled', async () => {
    const attar = signedIn();
    const id = 'QT26110007';
    const calls = [
      attar.quotes.addItem({ cin: 'ATR-ROSE-12', quantity: 40 }),
      attar.quotes.changeItemQuantity({ id, cin: 'ATR-ROSE-12', quantity: 50 }),
      attar.quotes.removeItem({ id, cin: 'ATR-ROSE-12' }),
      attar.quotes.clearItems({ id }),
      attar.quotes.submit({ id, quoteTitle: 'Wedding favours', shippingAddress: jaipur }),
      attar.quotes.setStatus({ id, quoteStatus: 'A' }),
      attar.quotes.addClientNote({ id, note: 'Please include gift boxes.' }),
      attar.quotes.list(),
      attar.quotes.listAll(),
      attar.quotes.get({ id }),
    ];
    for (const { error } of await Promise.all(calls)) {
      expect(error).toMatchObject({
        status: 403,
        code: 'feature.disabled',
        message: 'Price quotes are switched off for this store.',
      });
    }
  });
});

describe('quotes switched on', () => {
  it("builds a draft, submits it, takes the seller's revision a day later and accepts it", async () => {
    mock.shop.state.orders.quotesEnabled = true;
    const attar = signedIn();
    const { data: draft } = await attar.quotes.addItem({ cin: 'ATR-ROSE-12', quantity: 30 });
    expect(draft).toMatchObject({
      quotePrice: 38970,
      currency: 'INR',
      items: [{ cin: 'ATR-ROSE-12', name: 'Rose Attar', quantity: 30, lineTotal: 38970 }],
      revisions: [],
    });
    expect(draft?.quoteStatus).toBeUndefined();
    const id = draft!.quoteId;
    await attar.quotes.addItem({ cin: 'ATR-ROSE-12', quantity: 10, quoteId: id });
    await attar.quotes.addItem({ cin: 'ATR-VET-50', quantity: 2, quoteId: id });
    await attar.quotes.changeItemQuantity({ id, cin: 'ATR-VET-50', quantity: 4 });
    const { data: built } = await attar.quotes.get({ id });
    expect(built?.items.map((i) => [i.cin, i.quantity, i.lineTotal])).toEqual([
      ['ATR-ROSE-12', 40, 51960],
      ['ATR-VET-50', 4, 7598],
    ]);
    await attar.quotes.removeItem({ id, cin: 'ATR-VET-50' });

    const { data: submitted, meta } = await attar.quotes.submit({
      id,
      quoteTitle: 'Wedding favours',
      clientNote: 'Delivery before 5 December.',
      shippingAddress: jaipur,
    });
    expect(meta?.message).toMatch(/submitted/);
    expect(submitted).toMatchObject({
      quoteStatus: 'S',
      quotePrice: 51960,
      shippingAddress: { cityOrArea: 'Jaipur' },
      billingAddress: { cityOrArea: 'Jaipur' },
      clientNotes: [{ note: 'Delivery before 5 December.' }],
    });
    expect((await attar.quotes.addItem({ cin: 'ATR-ROSE-12', quantity: 1, quoteId: id })).error).toMatchObject({
      status: 409,
      code: 'quote.notDraft',
    });
    expect((await attar.quotes.setStatus({ id, quoteStatus: 'A' })).error).toMatchObject({
      status: 409,
      code: 'quote.invalidTransition',
    });

    mock.shop.clock.advance(DAY);
    const { data: revised } = await attar.quotes.addClientNote({ id, note: 'Please include gift boxes.' });
    expect(revised).toMatchObject({
      quoteStatus: 'R',
      quotePrice: 46764,
      revisions: [{ revisionNo: 1, currentPrice: 51960, quotePrice: 46764 }],
    });
    expect(revised?.clientNotes).toHaveLength(2);
    expect((await attar.quotes.setStatus({ id, quoteStatus: 'A' })).data).toMatchObject({ quoteStatus: 'A' });
    expect((await attar.quotes.addClientNote({ id, note: 'Thanks!' })).error).toMatchObject({
      status: 409,
      code: 'quote.closed',
    });
  });

  it('lists quotes by status with paging, and refuses empty or unknown quotes', async () => {
    mock.shop.state.orders.quotesEnabled = true;
    const attar = signedIn();
    const a = (await attar.quotes.addItem({ cin: 'ATR-ROSE-12', quantity: 5 })).data!;
    const b = (await attar.quotes.addItem({ cin: 'ATR-VET-50', quantity: 5 })).data!;
    await attar.quotes.submit({ id: b.quoteId, quoteTitle: 'Office gifts', shippingAddress: jaipur });
    await attar.quotes.clearItems({ id: a.quoteId });
    const empty = await attar.quotes.submit({ id: a.quoteId, quoteTitle: 'Nothing yet', shippingAddress: jaipur });
    expect(empty.error).toMatchObject({ status: 422, code: 'quote.empty' });
    expect((await attar.quotes.setStatus({ id: a.quoteId, quoteStatus: 'C' })).error).toMatchObject({
      status: 409,
      code: 'quote.invalidTransition',
    });

    const { data: all } = await attar.quotes.listAll();
    expect(all).toMatchObject({
      totalItems: 2,
      items: [
        { quoteId: b.quoteId, quoteStatus: 'S', itemCount: 1 },
        { quoteId: a.quoteId, itemCount: 0 },
      ],
    });
    const { data: submitted } = await attar.quotes.list({ quoteStatus: 'S', pageSize: 1 });
    expect(submitted).toMatchObject({
      items: [{ quoteId: b.quoteId, quoteTitle: 'Office gifts' }],
      paging: { pageNum: 1, pageSize: 1, totalItems: 1, totalPages: 1 },
    });
    expect((await attar.quotes.setStatus({ id: b.quoteId, quoteStatus: 'C' })).data?.quoteStatus).toBe('C');

    expect((await attar.quotes.get({ id: 'QT99999999' })).error).toMatchObject({ status: 404, code: 'quote.notFound' });
    expect((await attar.quotes.addItem({ cin: 'ATR-NONE-1', quantity: 1 })).error).toMatchObject({
      status: 404,
      code: 'item.notFound',
    });
    expect((await signedIn('BY000002').quotes.get({ id: b.quoteId })).error).toMatchObject({ status: 404 });
  });
});
