/**
 * The mock enforces the contract's bounds on requests: a value past any limit gets a 400 `Problem`
 * naming the field, in every service, sent raw because the SDK's types would refuse these inputs.
 * The Problem stays within its own bounds however much the request got wrong.
 */
import { describe, expect, it } from 'vitest';
import { checkProblem } from '../src/core/contract.ts';
import { GUEST_HEADERS, TEST_BASE, useMockShop } from './harness.ts';

useMockShop();

const GUEST = GUEST_HEADERS;

/** A raw JSON call as a guest (bounds are checked before sign-in is). */
const call = (method: string, path: string, actiontag: string, body?: unknown) =>
  fetch(`${TEST_BASE}${path}`, {
    method,
    headers: { ...GUEST, actiontag, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The 400 of a broken bound: a valid Problem whose `errors` name `field`; returns the errors. */
async function expectRefused(res: Response, field: string, message?: RegExp): Promise<Array<{ field: string; message: string }>> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(400);
  expect(checkProblem(body)).toEqual([]);
  expect(body.code).toBe('request.invalid');
  const named = body.errors.filter((e: { field: string }) => e.field === field);
  expect(named.length, `errors name ${field}: ${JSON.stringify(body.errors)}`).toBeGreaterThan(0);
  if (message) expect(named.map((e: { message: string }) => e.message).join('; ')).toMatch(message);
  return body.errors;
}

const engraving = (i: number) => ({ name: 'engraving', value: `Line ${i}` });
const address = {
  addressee: 'Ananya Rao',
  contactNumber: '9876543210',
  line1: '12 MG Road',
  cityOrArea: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  zipcode: '560001',
};

describe('bounds across the services', () => {
  it('checkout: a quantity of 11 (at most 10 of one item)', async () => {
    await expectRefused(
      await call('POST', '/checkout', 'cartAddItem', { cin: 'ATR-OUD-100', quantity: 11 }),
      'quantity',
      /<= 10/,
    );
  });

  it('checkout: 11 customizations on one line (at most 10)', async () => {
    const body = {
      cin: 'ATR-OUD-100',
      quantity: 1,
      custom: true,
      customType: 'ENGRAVING',
      customization: Array.from({ length: 11 }, (_, i) => engraving(i)),
    };
    await expectRefused(await call('POST', '/checkout', 'cartAddItem', body), 'customization', /more than 10 items/);
  });

  it('search: a page size of 1000 (at most 100; the catalogue 48) and a page number past 1000', async () => {
    await expectRefused(await call('GET', '/buyer/order?pageNum=1&pageSize=1000', 'ordersList'), 'pageSize', /<= 100/);
    await expectRefused(await call('PUT', '/catalogProducts?pageNum=1&pageSize=1000', 'catalogList', {}), 'pageSize', /<= 48/);
    await expectRefused(await call('PUT', '/catalogProducts?pageNum=1001&pageSize=8', 'catalogList', {}), 'pageNum', /<= 1000/);
  });

  it('search: a keyword longer than the search box, and 21 brands in a filter (at most 20)', async () => {
    await expectRefused(
      await call('PUT', `/catalogProducts?keyword=${'oud'.repeat(34)}`, 'catalogList', {}),
      'keyword',
      /more than 100 characters/,
    );
    const brandIds = Array.from({ length: 21 }, (_, i) => `BR${String(i + 1).padStart(5, '0')}`);
    await expectRefused(await call('PUT', '/catalogProducts', 'catalogList', { brandIds }), 'brandIds', /more than 20 items/);
  });

  it('logistics: pincodes that are not six digits starting 1-9', async () => {
    for (const pin of ['012345', '56001', '5600011', '56000A']) {
      const body = { quantity: 1, itemId: 'ATR-OUD-100', customerPincode: pin };
      await expectRefused(
        await call('PUT', '/logistics/serviceability', 'logisticsCheckServiceability', body),
        'customerPincode',
      );
    }
  });

  it('buyer: an addressee of 81 characters and a line of markup', async () => {
    await expectRefused(
      await call('POST', '/buyer', 'addressAdd', { ...address, addressee: 'A'.repeat(81) }),
      'addressee',
      /more than 80 characters/,
    );
    await expectRefused(
      await call('POST', '/buyer', 'addressAdd', { ...address, line1: '<script>alert(1)</script>' }),
      'line1',
      /pattern/,
    );
  });

  it('buyer account: a mobile of 11 digits and a password past its limit', async () => {
    await expectRefused(
      await call('POST', '/buyerAccountService', 'authSignInWithPassword', {
        username: '98765432101'.repeat(30),
        password: 'Attar@2026',
      }),
      'username',
    );
    await expectRefused(
      await call('POST', '/buyerAccountService', 'authSignInWithPassword', {
        username: '9876543210',
        password: 'x'.repeat(2000),
      }),
      'password',
    );
  });

  it('content: a contact message past the form limit', async () => {
    const body = { name: 'Arjun Nair', email: 'arjun@example.in', message: 'a'.repeat(5001) };
    await expectRefused(await call('POST', '/content/contact', 'formsContact', body), 'message', /more than/);
  });

  it('order: more lines than an order holds, each checked', async () => {
    const inputLineItems = Array.from({ length: 60 }, () => ({ cin: 'ATR-OUD-100', quantity: 11, unitPrice: 2499 }));
    const errors = await expectRefused(
      await call('POST', '/order', 'ordersCreate', { inputLineItems }),
      'inputLineItems',
      /more than 50 items/,
    );
    expect(errors.some((e) => /^inputLineItems\.[0-9]+\.quantity$/.test(e.field))).toBe(true);
  });

  it('reviews: six photos (at most 5) in the multipart form', async () => {
    const form = new FormData();
    form.set('productId', 'PR00001');
    form.set('fulfillmentId', 'FL26112000042');
    form.set('rating', '5');
    for (let i = 0; i < 6; i++) form.append('images', new Blob([new Uint8Array(10)], { type: 'image/jpeg' }), `p${i}.jpg`);
    await expectRefused(
      await fetch(`${TEST_BASE}/addReview`, { method: 'POST', headers: { ...GUEST, actiontag: 'reviewsAdd' }, body: form }),
      'images',
      /more than 5 items/,
    );
  });
});

describe('the refusal stays within Problem however wrong the request is', () => {
  it('names at most 100 field errors for a list of 5,000 bad items', async () => {
    const inputLineItems = Array.from({ length: 5000 }, () => ({ cin: '', quantity: 0, unitPrice: -1 }));
    const errors = await expectRefused(await call('POST', '/order', 'ordersCreate', { inputLineItems }), 'inputLineItems');
    expect(errors.length).toBe(100);
  });

  it('clips an unknown field name of 5,000 characters, and control characters in it', async () => {
    const name = `x\u0001${'y'.repeat(5000)}`;
    const res = await call('POST', '/checkout', 'cartAddItem', { cin: 'ATR-OUD-100', quantity: 1, [name]: true });
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(checkProblem(body)).toEqual([]);
    expect(body.errors[0].field).toMatch(/^x\?y+…$/);
    expect(body.errors[0].field.length).toBe(200);
  });

  it('refuses a string of 900 KB in any field without stalling', async () => {
    const started = performance.now();
    await expectRefused(
      await call('POST', '/content/contact', 'formsContact', { name: 'A'.repeat(900_000), email: 'a@example.in', message: 'Hi' }),
      'name',
    );
    await expectRefused(
      await call('POST', '/buyerAccountService', 'authSignInWithPassword', {
        username: `a@${'a'.repeat(900_000)}`,
        password: 'x',
      }),
      'username',
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses out-of-range numbers of every kind, not only one past the bound', async () => {
    for (const quantity of [1e9, -1, 1.5, 2 ** 31]) {
      await expectRefused(await call('POST', '/checkout', 'cartAddItem', { cin: 'ATR-OUD-100', quantity }), 'quantity');
    }
  });
});
