/**
 * `/_mock/features` (store features at run time, and the refusals of the actions a switched-off feature
 * governs), `createShop({ features })` and `/_mock/sessions/expire`.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '@attar/sdk';
import { actionFeatures } from '@attar/sdk/contract';
import { DEMO_BUYER } from '../src/shop/accounts/seed.ts';
import { createShop } from '../src/shop/create.ts';
import { parseFeatures } from '../src/shop/features.ts';
import { TEST_BASE, testClient, useMockShop } from './harness.ts';

const mock = useMockShop();

const control = async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
  const res = await fetch(`${TEST_BASE}/_mock${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const signIn = async () =>
  unwrap(await testClient().auth.signInWithPassword({ username: DEMO_BUYER.mobile, password: DEMO_BUYER.password })).token;

describe('/_mock/features', () => {
  it('lists the seeded features: guest checkout and quotes off', async () => {
    const { status, body } = await control('/features');
    expect(status).toBe(200);
    expect(body.features).toMatchObject({ cart: true, quotes: false, guestCheckout: false, rewards: false, loginRequire: false });
  });

  it('switches loginRequire, which lives in the store settings: the site configuration says so', async () => {
    const { body } = await control('/features', { loginRequire: true, signUp: false });
    expect(body).toMatchObject({ ok: true, features: { loginRequire: true, signUp: false, signIn: true } });
    const site = (await testClient().content.site()).data!;
    expect(site.store.loginRequire).toBe(true);
    expect(site.features).not.toHaveProperty('loginRequire');
    expect(site.features.signUp).toBe(false);
    // a guest still reads the catalogue: the storefront asks them to sign in, the shop does not refuse
    expect((await testClient().catalog.list({})).error).toBeUndefined();
  });

  it('with sign-up off, creating an account is refused and signing in still works', async () => {
    await control('/features', { signUp: false });
    const register = await testClient().auth.register({ name: 'Rohan Mehta', username: '9820012345', type: 'BUYER' });
    expect(register.error).toMatchObject({
      status: 403,
      code: 'feature.disabled',
      message: 'Creating an account is switched off for this store.',
    });
    const google = { socialType: 'GOOGLE' as const, socialId: 'g-flags', type: 'BUYER' as const };
    const social = await testClient().auth.socialLogin({ ...google, socialAccessToken: 'mock-idp:new.buyer@example.in' });
    expect(social.error).toMatchObject({ status: 403, code: 'feature.disabled' });
    expect(await signIn()).toMatch(/./);
    // the demo buyer's email has an account: the provider signs them in without creating one
    const known = await testClient().auth.socialLogin({ ...google, socialAccessToken: `mock-idp:${DEMO_BUYER.email}` });
    expect(known.error).toBeUndefined();
  });

  it('with sign-in off, no one signs in or registers; a buyer already signed in carries on', async () => {
    const token = await signIn();
    await control('/features', { signIn: false });
    const password = await testClient().auth.signInWithPassword({ username: DEMO_BUYER.mobile, password: DEMO_BUYER.password });
    expect(password.error).toMatchObject({
      status: 403,
      code: 'feature.disabled',
      message: 'Signing in is switched off for this store.',
    });
    const otp = await testClient().auth.verifyUsername({ username: DEMO_BUYER.mobile, otpFlag: 'Y' });
    expect(otp.error).toMatchObject({ status: 403, code: 'feature.disabled' });
    expect(
      (await testClient().auth.register({ name: 'Rohan Mehta', username: '9820012345', type: 'BUYER' })).error,
    ).toMatchObject({
      code: 'feature.disabled',
    });
    expect((await testClient(token).profile.get()).error).toBeUndefined();
  });

  it('with the cart off, cart and buy-now calls are refused for guests and buyers; emptying a cart is not', async () => {
    const buyer = testClient(await signIn());
    await control('/features', { cart: false });
    const refused = { status: 403, code: 'feature.disabled', message: 'The cart is switched off for this store.' };
    expect((await testClient().guest.addItem({ cin: 'ATR-MOG-50', quantity: 1 })).error).toMatchObject(refused);
    expect((await buyer.cart.get()).error).toMatchObject(refused);
    expect((await buyer.cart.addItem({ cin: 'ATR-MOG-50', quantity: 1 })).error).toMatchObject(refused);
    expect((await buyer.checkout.buyNow({ buyNow: true, cin: 'ATR-MOG-50', quantity: 1 })).error).toMatchObject(refused);
    expect((await buyer.cart.clear({ clear: true })).error).toBeUndefined();
    await control('/features', { cart: true });
    expect((await buyer.cart.get()).error).toBeUndefined();
  });

  it('with the wishlist off, reading and changing it are refused', async () => {
    const buyer = testClient(await signIn());
    await control('/features', { wishlist: false });
    expect((await buyer.wishlist.list()).error).toMatchObject({ status: 403, code: 'feature.disabled' });
    expect((await buyer.wishlist.add({ wishList: { productId: 'PR00012' } })).error).toMatchObject({ code: 'feature.disabled' });
    expect((await buyer.wishlist.remove({ productId: 'PR00012' })).error).toMatchObject({ code: 'feature.disabled' });
  });

  it('refuses exactly the actions the spec puts behind a feature (every row of actionFeatures names known features)', () => {
    const known = Object.keys(mock.shop.state.content.site.features);
    const rows = Object.entries(actionFeatures);
    expect(rows.length).toBeGreaterThan(20);
    for (const [, features] of rows) for (const feature of features!) expect(known).toContain(feature);
    expect(actionFeatures.authRegister).toEqual(['signUp', 'signIn']);
    expect(actionFeatures.cartClear).toBeUndefined();
  });

  it('switches guest checkout on: the site configuration says so and the guest calls answer', async () => {
    const guest = testClient();
    const { data: added } = await guest.guest.addItem({ cin: 'ATR-MOG-50', quantity: 1 });
    const ids = { guestId: added!.guestId, checkOutId: added!.checkOutId };
    const details = { ...ids, name: 'Ishaan Verma', email: 'ishaan@example.in', mobile: '9900112233' };
    expect((await guest.guest.setDetails(details)).error).toMatchObject({ status: 403, code: 'feature.disabled' });

    const { status, body } = await control('/features', { guestCheckout: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, features: { guestCheckout: true, quotes: false } });
    expect((await guest.content.site()).data!.features.guestCheckout).toBe(true);
    expect((await guest.guest.setDetails(details)).error).toBeUndefined();

    await control('/features', { guestCheckout: false });
    expect((await guest.guest.setDetails(details)).error).toMatchObject({ status: 403, code: 'feature.disabled' });
  });

  it('switches quotes on for both quote services', async () => {
    const buyer = testClient(await signIn());
    expect((await buyer.quotes.list({})).error).toMatchObject({ status: 403, code: 'feature.disabled' });
    await control('/features', { quotes: true });
    expect(mock.shop.state.content.site.features.quotes).toBe(true);
    expect((await buyer.quotes.list({})).data).toMatchObject({ items: [], paging: { totalItems: 0 } });
    expect((await buyer.quotes.listRequests({})).error).toBeUndefined();
  });

  it('refuses unknown features and values that are not booleans, changing nothing', async () => {
    const { status, body } = await control('/features', { quotes: true, teleport: true, guestCheckout: 'yes' });
    expect(status).toBe(400);
    expect(body.problems).toEqual([
      expect.stringContaining('unknown feature "teleport"'),
      'feature "guestCheckout" takes true or false, got "yes"',
    ]);
    expect(mock.shop.state.content.site.features.quotes).toBe(false);
    expect((await control('/features', '[1]')).status).toBe(400);
  });

  it('goes back to the seeded features on reset', async () => {
    await control('/features', { quotes: true });
    await control('/reset', {});
    await control('/features', { cart: false, loginRequire: true });
    await control('/reset', {});
    expect((await control('/features')).body.features).toMatchObject({ quotes: false, cart: true, loginRequire: false });
  });
});

describe('features at start', () => {
  it('createShop({ features }) starts with them, handlers included', () => {
    const shop = createShop({ features: { guestCheckout: true, quotes: true, loginRequire: true } });
    expect(shop.state.content.site.features).toMatchObject({ guestCheckout: true, quotes: true });
    expect(shop.state.content.site.store.loginRequire).toBe(true);
    expect(shop.state.cart).toMatchObject({ guestCheckoutEnabled: true, quotesEnabled: true });
    expect(shop.state.orders.quotesEnabled).toBe(true);
  });

  it('parses the --features option: names on, !names off, name=on|off', () => {
    const known = ['quotes', 'guestCheckout', 'signUp', 'loginRequire'];
    expect(parseFeatures('guestCheckout,quotes', known)).toEqual({
      features: { guestCheckout: true, quotes: true },
      problems: [],
    });
    expect(parseFeatures('!signUp quotes=off', known)).toEqual({ features: { signUp: false, quotes: false }, problems: [] });
    expect(parseFeatures('loginRequire', known)).toEqual({ features: { loginRequire: true }, problems: [] });
    expect(parseFeatures('wallets', known).problems).toEqual([
      'unknown feature "wallets" (known: quotes, guestCheckout, signUp, loginRequire)',
    ]);
  });
});

describe('/_mock/sessions/expire', () => {
  it('ends sessions server-side: the next signed-in call is a 401', async () => {
    const token = await signIn();
    const buyer = testClient(token);
    expect((await buyer.profile.get()).error).toBeUndefined();
    const { body } = await control('/sessions/expire', {});
    expect(body).toMatchObject({ ok: true, ended: 1 });
    expect((await buyer.profile.get()).error).toMatchObject({ status: 401 });
  });

  it('ends only the token or buyer it is given', async () => {
    const first = await signIn();
    const second = await signIn();
    expect((await control('/sessions/expire', { token: first })).body).toMatchObject({ ended: 1 });
    expect((await testClient(second).profile.get()).error).toBeUndefined();
    expect((await control('/sessions/expire', { buyerId: 'BY000000' })).body).toMatchObject({ ended: 0 });
  });
});
