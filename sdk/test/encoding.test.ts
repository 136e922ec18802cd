/** Flat input is split into path, query and body, and bodies are encoded as their action declares. */
import { describe, expect, it } from 'vitest';
import { GuardError } from '../src/index.ts';
import { createObservedClient, ok } from './helpers.ts';

describe('input encoding', () => {
  it('puts query parameters in the query string and sends no body for a GET', async () => {
    const { client, requests } = createObservedClient(() => ok({}));
    await client.orders.get({ orderId: 'OD26112000042' });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url.pathname).toBe('/buyer/order');
    expect(requests[0]!.url.searchParams.get('orderId')).toBe('OD26112000042');
    expect(requests[0]!.body).toBeNull();
  });

  it('percent-encodes query values (the search box takes any text) and leaves out null ones', async () => {
    const { client, requests } = createObservedClient(() => ok({}));
    await client.rewards.history({ pageNum: 2, sortOrder: null as never });
    await client.profile.lookupPincode({ pincode: '560 001&x=1', countryCode: 'in' });
    expect(requests[0]!.url.search).toBe('?pageNum=2');
    expect(requests[1]!.url.search).toBe('?pincode=560%20001%26x%3D1&countryCode=in');
    expect(requests[1]!.url.searchParams.get('pincode')).toBe('560 001&x=1');
  });

  it('fills path parameters and keeps them out of the body', async () => {
    const { client, requests } = createObservedClient(() => ok({}));
    await client.quotes.setStatus({ id: 'QT00000012', quoteStatus: 'A' });
    expect(requests[0]!.url.pathname).toBe('/quote/QT00000012/quotestatus');
    expect(JSON.parse(requests[0]!.body as string)).toEqual({ quoteStatus: 'A' });
  });

  it('sends multipart bodies as form data with the files attached', async () => {
    const { client, requests } = createObservedClient(() => ok({}));
    const photo = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    await client.reviews.add({
      productId: 'PR00012',
      fulfillmentId: 'FL26112000042',
      rating: 5,
      title: 'Lasts all day',
      images: [photo, photo],
    });
    const sent = requests[0]!;
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = sent.body as FormData;
    expect(form.get('productId')).toBe('PR00012');
    expect(form.get('rating')).toBe('5');
    expect(form.getAll('images')).toHaveLength(2);
    expect(form.getAll('images')[0]).toBeInstanceOf(Blob);
  });

  it('leaves out fields whose value is undefined', async () => {
    const { client, requests } = createObservedClient(() => ok({}));
    await client.logistics.checkServiceability({
      quantity: 1,
      itemId: 'ATR-OUD-100',
      customerPincode: '560001',
      sellerId: undefined,
    });
    expect(JSON.parse(requests[0]!.body as string)).not.toHaveProperty('sellerId');
  });
});

describe('guards on real actions', () => {
  it('does not review a cart without a coupon or a payment method', async () => {
    const { client, requests } = createObservedClient(() => ok({}));
    const { error } = await client.cart.review({ checkoutId: 'CK7Q2M9X4B1Z' });
    expect(error).toBeInstanceOf(GuardError);
    expect(requests).toHaveLength(0);
    await client.cart.review({ checkoutId: 'CK7Q2M9X4B1Z', coupon: 'WELCOME10' });
    expect(requests).toHaveLength(1);
  });

  it('does not fetch a saved product without a cin', async () => {
    const { client, requests } = createObservedClient(() => ok({}));
    expect((await client.drafts.getSavedProduct({ cin: '' })).error).toMatchObject({ code: 'draft.cinMissing' });
    expect(requests).toHaveLength(0);
  });

  it('does not clear a guest cart without both ids', async () => {
    const { client, requests } = createObservedClient(() => ok({}));
    expect((await client.guest.clearCart({ guestId: 'GU00000042' } as never)).error).toMatchObject({ code: 'guest.idsMissing' });
    expect(requests).toHaveLength(0);
  });
});
