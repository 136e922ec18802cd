/** The newsletter and contact forms: 'Form Submitted Sucessfully', JSON and plain form posts, limits. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession } from '@attar/sdk';
import { useMockShop, XSRF_HEADERS } from './harness.ts';

const mock = useMockShop();

const BASE = 'http://shop.test';
const client = () => createAttarClient({ baseUrl: BASE, validateReplies: true, session: createMemorySession() });
const HEADERS = {
  ...XSRF_HEADERS,
  authorization: 'Bearer public',
  apiType: 'G',
  responseFlag: 'true',
  dataTag: 'PRIMARY',
  channel: 'web',
  actiontag: 'formsContact',
};
const message = {
  name: 'Kavya Sharma',
  email: 'kavya.sharma@example.in',
  mobile: '9820012345',
  message: 'Does Rose Attar come in a 12 ml travel size?',
};

describe('forms.subscribe', () => {
  it('subscribes an address with the form success message, and again with the same id', async () => {
    const first = await client().forms.subscribe({ email: 'Meera.Iyer@example.in', pageUrl: '/' });
    expect(first.meta?.message).toBe('Form Submitted Sucessfully');
    expect(first.data).toEqual({ done: true, id: 'NL000001' });
    const again = await client().forms.subscribe({ email: 'meera.iyer@example.in' });
    expect(again.data).toEqual({ done: true, id: 'NL000001' });
    expect(mock.shop.state.forms.newsletter).toEqual([
      { id: 'NL000001', email: 'meera.iyer@example.in', pageUrl: '/', subscribedAt: '2026-11-20T10:00:00.000Z' },
    ]);
  });

  it('refuses an address that is not an email, naming the field', async () => {
    const { error } = await client().forms.subscribe({ email: 'not-an-email' });
    expect(error).toMatchObject({ status: 400, code: 'request.invalid' });
    expect(JSON.stringify(error)).toContain('email');
  });
});

describe('forms.contact', () => {
  it('takes a JSON message', async () => {
    const { data, meta } = await client().forms.contact(message);
    expect(meta?.message).toBe('Form Submitted Sucessfully');
    expect(data).toEqual({ done: true, id: 'CT000001' });
    expect(mock.shop.state.forms.contact[0]).toMatchObject({ ...message, receivedAt: '2026-11-20T10:00:00.000Z' });
  });

  it('takes the same message as a plain URL-encoded form post', async () => {
    const res = await fetch(`${BASE}/content/contact`, {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Arjun Nair', email: 'arjun@example.in', message: 'Do you ship to Kochi?' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 200,
      message: 'Form Submitted Sucessfully',
      data: { done: true, id: 'CT000001' },
    });
    expect(mock.shop.state.forms.contact[0]).toMatchObject({ name: 'Arjun Nair', message: 'Do you ship to Kochi?' });
  });

  it('refuses a form post with a field the form does not have, or a mobile that is not 10 digits', async () => {
    const res = await fetch(`${BASE}/content/contact`, {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Arjun Nair', email: 'arjun@example.in', message: 'Hi', subject: 'Hello' }).toString(),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toContainEqual({ field: 'subject', message: 'is not a field of this action' });
    const { error } = await client().forms.contact({ ...message, mobile: '98200' });
    expect(error).toMatchObject({ status: 400, code: 'request.invalid' });
  });

  it('slows down a sixth message from one address within the hour with a 429', async () => {
    for (let i = 0; i < 5; i++) expect((await client().forms.contact(message)).error).toBeUndefined();
    const { error } = await client().forms.contact(message);
    expect(error).toMatchObject({ status: 429, code: 'forms.tooManyMessages' });
    mock.shop.clock.advance(60 * 60 * 1000);
    expect((await client().forms.contact(message)).data).toEqual({ done: true, id: 'CT000006' });
  });
});

describe('forms.restockAlert', () => {
  const soldOut = () => {
    for (const p of Object.values(mock.shop.state.catalogue.products)) {
      const v = p.variants.find((x) => !x.inStock);
      if (v) return { product: p, variant: v };
    }
    throw new Error('the seeded catalogue has no sold-out size');
  };

  it('keeps a request for a sold-out size, once per address and size, in the shop’s words', async () => {
    const { product, variant } = soldOut();
    const first = await client().forms.restockAlert({
      email: 'Meera.Iyer@example.in',
      productId: product.productId,
      cin: variant.cin,
    });
    expect(first.meta?.message).toBe(
      `We will email meera.iyer@example.in when ${product.name} ${variant.label} is back in stock.`,
    );
    expect(first.data).toEqual({ done: true, id: 'RA000001' });
    const again = await client().forms.restockAlert({
      email: 'meera.iyer@example.in',
      productId: product.productId,
      cin: variant.cin,
    });
    expect(again.data).toEqual({ done: true, id: 'RA000001' });
    expect(mock.shop.state.forms.restock).toEqual([
      {
        id: 'RA000001',
        email: 'meera.iyer@example.in',
        productId: product.productId,
        cin: variant.cin,
        requestedAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
  });

  it('refuses a size in stock (buy it now) and a size that does not exist', async () => {
    const product = Object.values(mock.shop.state.catalogue.products).find((p) => p.variants.some((v) => v.inStock))!;
    const inStock = product.variants.find((v) => v.inStock)!;
    const email = 'meera.iyer@example.in';
    expect((await client().forms.restockAlert({ email, productId: product.productId, cin: inStock.cin })).error).toMatchObject({
      status: 422,
      code: 'restock.inStock',
    });
    expect((await client().forms.restockAlert({ email, productId: product.productId, cin: 'NO-SUCH-SIZE' })).error).toMatchObject(
      {
        status: 404,
        code: 'catalog.notFound',
      },
    );
  });
});
