/** Accounts: the profile, its UPI change by OTP, and the pincode lookup of address forms. */
import { afterEach, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap, type AttarClient } from '@attar/sdk';
import { useMockShop } from './harness.ts';
import { DEMO_BUYER } from '../src/shop/accounts/seed.ts';
import { KNOWN_PINCODES } from '../src/shop/accounts/pincodes.ts';

const log: string[] = [];
const mock = useMockShop({ log: (line) => log.push(line) });
afterEach(() => {
  log.length = 0;
});

const newClient = () => createAttarClient({ baseUrl: 'http://shop.test', validateReplies: true, session: createMemorySession() });

async function signedIn(): Promise<AttarClient> {
  const client = newClient();
  unwrap(await client.auth.signInWithPassword({ username: DEMO_BUYER.email, password: DEMO_BUYER.password }));
  return client;
}

describe('profile', () => {
  it('shows the seeded buyer', async () => {
    const profile = unwrap(await (await signedIn()).profile.get());
    expect(profile).toEqual({
      buyerId: 'BY000017',
      type: 'BUYER',
      name: 'Ananya Rao',
      firstName: 'Ananya',
      lastName: 'Rao',
      email: 'ananya.rao@example.in',
      mobile: '9876543210',
      countryCode: 'in',
      dob: '1994-08-15',
      gender: 'FEMALE',
      upiId: 'ananya@okaxis',
      identities: [
        { identityType: 'EMAIL', value: 'ananya.rao@example.in', verified: true },
        { identityType: 'PHONE', value: '9876543210', verified: true },
      ],
      createdAt: '2025-03-02T08:30:00.000Z',
    });
  });

  it('is only for signed-in buyers', async () => {
    expect((await newClient().profile.get()).error).toMatchObject({ status: 401, code: 'auth.signInRequired' });
  });

  it('updates names, birthday and gender', async () => {
    const client = await signedIn();
    const { data, meta } = await client.profile.update({
      firstName: 'Ananya',
      middleName: 'Lakshmi',
      lastName: 'Rao',
      dob: '1994-08-16',
      gender: 'UNDISCLOSED',
    });
    expect(meta?.message).toBe('Profile updated');
    expect(data).toMatchObject({ name: 'Ananya Lakshmi Rao', middleName: 'Lakshmi', dob: '1994-08-16', gender: 'UNDISCLOSED' });
    const cleared = unwrap(await client.profile.update({ firstName: 'Ananya', lastName: 'Rao' }));
    expect(cleared.name).toBe('Ananya Rao');
    expect(cleared.middleName).toBeUndefined();
  });

  it('refuses a birthday in the future', async () => {
    const { error } = await (await signedIn()).profile.update({ firstName: 'Ananya', lastName: 'Rao', dob: '2026-12-01' });
    expect(error).toMatchObject({
      status: 422,
      code: 'profile.invalidDob',
      fieldErrors: [{ field: 'dob', message: 'is not a possible birthday' }],
    });
  });
});

describe('UPI change', () => {
  const upi = { upiId: 'ananya.rao@okhdfcbank', gpayId: '9876543210@okhdfcbank' };

  it('sends an OTP to the mobile, then sets the UPI details with it', async () => {
    const client = await signedIn();
    const { data: challenge, meta } = await client.profile.requestUpiChange(upi);
    expect(meta?.message).toBe('OTP sent to your mobile');
    expect(challenge).toMatchObject({
      purpose: 'UPI_CHANGE',
      identityType: 'PHONE',
      sentTo: '98******10',
      otpLength: 6,
      expiresAt: '2026-11-20T10:10:00.000Z',
    });
    expect(log).toEqual(['[otp] 9876543210: 123456 (UPI change)']);

    expect((await client.profile.confirmUpiChange({ ...upi, otp: '000000' })).error).toMatchObject({
      status: 422,
      code: 'otp.invalid',
    });
    const profile = unwrap(await client.profile.confirmUpiChange({ ...upi, otp: '123456' }));
    expect(profile).toMatchObject(upi);
    expect(unwrap(await client.profile.get())).toMatchObject(upi);
  });

  it('refuses to confirm a UPI id other than the one the OTP was sent for', async () => {
    const client = await signedIn();
    await client.profile.requestUpiChange({ upiId: 'ananya.rao@okhdfcbank' });
    const { error } = await client.profile.confirmUpiChange({ upiId: 'someone@ybl', otp: '123456' });
    expect(error).toMatchObject({ status: 422, code: 'upi.mismatch', fieldErrors: [{ field: 'upiId' }] });
  });

  it('refuses a confirmation without a request', async () => {
    const { error } = await (await signedIn()).profile.confirmUpiChange({ upiId: 'ananya.rao@okhdfcbank', otp: '123456' });
    expect(error).toMatchObject({ status: 422, code: 'otp.notRequested' });
  });
});

describe('pincode lookup', () => {
  it.each([
    ['560001', 'Bengaluru', 'Karnataka'],
    ['400001', 'Mumbai', 'Maharashtra'],
    ['110001', 'New Delhi', 'Delhi'],
    ['302001', 'Jaipur', 'Rajasthan'],
    ['600001', 'Chennai', 'Tamil Nadu'],
    ['700001', 'Kolkata', 'West Bengal'],
    ['500001', 'Hyderabad', 'Telangana'],
    ['411001', 'Pune', 'Maharashtra'],
    ['380001', 'Ahmedabad', 'Gujarat'],
    ['226001', 'Lucknow', 'Uttar Pradesh'],
  ])('%s is in %s, %s', async (pincode, city, state) => {
    const place = unwrap(await (await signedIn()).profile.lookupPincode({ pincode, countryCode: 'IN' }));
    expect(place).toMatchObject({ pincode, countryCode: 'IN', city, state, country: 'India' });
  });

  it('knows about forty pincodes, with areas for the address form', async () => {
    expect(KNOWN_PINCODES.length).toBeGreaterThanOrEqual(40);
    const place = unwrap(await (await signedIn()).profile.lookupPincode({ pincode: '302001', countryCode: 'in' }));
    expect(place).toEqual({
      pincode: '302001',
      countryCode: 'IN',
      city: 'Jaipur',
      district: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
      areas: ['Jaipur GPO', 'M.I. Road', 'Johari Bazar'],
    });
  });

  it('answers 404 naming an unknown pincode, and refuses other countries', async () => {
    const client = await signedIn();
    const unknown = await client.profile.lookupPincode({ pincode: '999999', countryCode: 'IN' });
    expect(unknown.error).toMatchObject({ status: 404, code: 'pincode.notFound' });
    expect(unknown.error?.message).toContain('999999');
    const abroad = await client.profile.lookupPincode({ pincode: 'SW1A 1AA', countryCode: 'GB' });
    expect(abroad.error).toMatchObject({ status: 404, code: 'pincode.notFound' });
    const malformed = await client.profile.lookupPincode({ pincode: '56001', countryCode: 'IN' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'request.invalid', fieldErrors: [{ field: 'pincode' }] });
  });
});
