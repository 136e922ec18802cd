/** Accounts: the address book, its defaults, and the field errors of its forms. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap, type AttarClient, type Schemas } from '@attar/sdk';
import { useMockShop, XSRF_HEADERS } from './harness.ts';
import { DEMO_BUYER } from '../src/shop/accounts/seed.ts';

const mock = useMockShop();

const BASE = 'http://shop.test';
const HOME = DEMO_BUYER.homeAddressId;
const WORK = DEMO_BUYER.workAddressId;
const jaipur: Schemas['AddressInput'] = {
  addressee: 'Ananya Rao',
  contactNumber: '9876543210',
  line1: '21, Gulab Niwas',
  line2: 'M.I. Road',
  cityOrArea: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
  zipcode: '302001',
  acknowledgement: true,
};

async function signedIn(): Promise<{ client: AttarClient; token: string }> {
  const client = createAttarClient({ baseUrl: BASE, validateReplies: true, session: createMemorySession() });
  const { token } = unwrap(await client.auth.signInWithPassword({ username: DEMO_BUYER.mobile, password: DEMO_BUYER.password }));
  return { client, token };
}

const defaults = (items: Schemas['Address'][]) => ({
  billing: items.filter((a) => a.defaultBillingAddress === 'Y').map((a) => a.addressId),
  shipping: items.filter((a) => a.defaultShippingAddress === 'Y').map((a) => a.addressId),
});

describe('address book', () => {
  it('lists the seeded addresses, default shipping address first', async () => {
    const { client } = await signedIn();
    const items = unwrap(await client.address.list());
    expect(items.map((a) => [a.addressId, a.cityOrArea, a.zipcode, a.defaultShippingAddress, a.defaultBillingAddress])).toEqual([
      [HOME, 'Bengaluru', '560001', 'Y', 'Y'],
      [WORK, 'Mumbai', '400001', 'N', 'N'],
    ]);
  });

  it('saves a new address as Active, type O and not a default', async () => {
    const { client } = await signedIn();
    const { data, meta } = await client.address.add(jaipur);
    expect(meta?.message).toBe('Address saved');
    expect(data).toMatchObject({
      type: 'O',
      status: 'Active',
      countryCode: 'in',
      isInternational: false,
      defaultBillingAddress: 'N',
      defaultShippingAddress: 'N',
      line2: 'M.I. Road',
    });
    expect(data?.addressId).toMatch(/^AD[0-9]{6}$/);
    expect(data).not.toHaveProperty('acknowledgement');
    expect(unwrap(await client.address.list())).toHaveLength(3);
  });

  it('moves a default to a new address that asks for it, keeping one of each kind', async () => {
    const { client } = await signedIn();
    const added = unwrap(await client.address.add({ ...jaipur, type: 'H', defaultShippingAddress: 'Y' }));
    const items = unwrap(await client.address.list());
    expect(items[0]?.addressId).toBe(added.addressId);
    expect(defaults(items)).toEqual({ billing: [HOME], shipping: [added.addressId] });
  });

  it('updates an address: status A, defaults kept unless sent', async () => {
    const { client } = await signedIn();
    const { data, meta } = await client.address.update({ ...jaipur, addressId: HOME, line1: 'Flat 303, Lavelle Residency' });
    expect(meta?.message).toBe('Address updated');
    expect(data).toMatchObject({
      addressId: HOME,
      status: 'A',
      type: 'H',
      line1: 'Flat 303, Lavelle Residency',
      defaultBillingAddress: 'Y',
      defaultShippingAddress: 'Y',
    });
    unwrap(await client.address.update({ ...jaipur, addressId: WORK, defaultBillingAddress: 'Y' }));
    expect(defaults(unwrap(await client.address.list()))).toEqual({ billing: [WORK], shipping: [HOME] });
  });

  it('sets the default billing or shipping address and replies with the whole book', async () => {
    const { client } = await signedIn();
    const book = unwrap(await client.address.setDefault({ addressId: WORK, defaultShippingAddress: 'Y' }));
    expect(book).toMatchObject({ count: 2, defaultBillingAddressId: HOME, defaultShippingAddressId: WORK });
    expect(book.items[0]?.addressId).toBe(WORK);
    const billing = unwrap(await client.address.setDefault({ addressId: WORK, defaultBillingAddress: 'Y' }));
    expect(defaults(billing.items)).toEqual({ billing: [WORK], shipping: [WORK] });
  });

  it('refuses a default call that names no role, and unknown addresses', async () => {
    const { client } = await signedIn();
    expect((await client.address.setDefault({ addressId: WORK })).error).toMatchObject({
      status: 422,
      code: 'address.noDefaultChosen',
    });
    expect((await client.address.setDefault({ addressId: 'AD999999', defaultBillingAddress: 'Y' })).error).toMatchObject({
      status: 404,
      code: 'address.notFound',
    });
    expect((await client.address.update({ ...jaipur, addressId: 'AD999999' })).error).toMatchObject({
      status: 404,
      code: 'address.notFound',
    });
    expect((await client.address.remove({ address: 'AD999999' })).error).toMatchObject({ status: 404, code: 'address.notFound' });
  });

  it('deletes an address; deleting the default leaves none until another is set', async () => {
    const { client } = await signedIn();
    const { data, meta } = await client.address.remove({ address: HOME });
    expect(meta?.message).toBe('Address deleted');
    expect(data).toEqual({ items: [expect.objectContaining({ addressId: WORK })], count: 1 });
  });

  it("keeps each buyer's book apart", async () => {
    const other = createAttarClient({ baseUrl: BASE, validateReplies: true, session: createMemorySession() });
    unwrap(
      await other.auth.socialLogin({ socialType: 'GOOGLE', socialId: 'g-7', socialAccessToken: 'mock-idp:meera@example.in' }),
    );
    expect(unwrap(await other.address.list())).toEqual([]);
    expect((await other.address.remove({ address: HOME })).error).toMatchObject({ status: 404 });
  });

  it('holds at most 20 addresses', async () => {
    const { client } = await signedIn();
    for (let i = 0; i < 18; i++) unwrap(await client.address.add({ ...jaipur, line1: `House ${i + 1}, Gulab Niwas` }));
    const { error } = await client.address.add(jaipur);
    expect(error).toMatchObject({ status: 422, code: 'address.limitReached' });
  });
});

describe('address form errors (schema validation by the router)', () => {
  const post = (token: string, body: unknown, method = 'POST', query = '') =>
    fetch(`${BASE}/buyer${query}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        apiType: 'C',
        responseFlag: 'true',
        dataTag: 'PRIMARY',
        channel: 'web',
        ...XSRF_HEADERS,
        actiontag: method === 'POST' ? 'addressAdd' : 'addressUpdate',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  it('names a short mobile number and a malformed pincode', async () => {
    const { token } = await signedIn();
    const res = await post(token, { ...jaipur, contactNumber: '98765', zipcode: '056001' });
    expect(res.status).toBe(400);
    const problem = await res.json();
    expect(problem).toMatchObject({ status: 400, code: 'request.invalid' });
    expect(problem.errors.map((e: { field: string }) => e.field).sort()).toEqual(['contactNumber', 'zipcode']);
  });

  it('names missing and unknown fields, on update too', async () => {
    const { token } = await signedIn();
    const { line1: _line1, ...withoutLine1 } = jaipur;
    const missing = await (await post(token, withoutLine1)).json();
    expect(missing.errors).toContainEqual({ field: 'line1', message: 'is required' });
    const extra = await (
      await fetch(`${BASE}/buyer/profile?addressId=${HOME}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          apiType: 'C',
          responseFlag: 'true',
          dataTag: 'PRIMARY',
          channel: 'web',
          ...XSRF_HEADERS,
          actiontag: 'addressUpdate',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ ...jaipur, pincode: '302001', contactNumber: '98765432100' }),
      })
    ).json();
    expect(extra.errors).toEqual(
      expect.arrayContaining([
        { field: 'pincode', message: 'is not a field of this action' },
        expect.objectContaining({ field: 'contactNumber' }),
      ]),
    );
  });
});
