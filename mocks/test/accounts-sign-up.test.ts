/** Accounts: sign-up with one or two identities, username checks, social login and "join as". */
import { afterEach, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap, type ApiError } from '@attar/sdk';
import { useMockShop } from './harness.ts';
import { DEMO_BUYER } from '../src/shop/accounts/seed.ts';

const log: string[] = [];
const mock = useMockShop({ log: (line) => log.push(line) });
afterEach(() => {
  log.length = 0;
});

const newClient = () => createAttarClient({ baseUrl: 'http://shop.test', validateReplies: true, session: createMemorySession() });
const rohan = { name: 'Rohan Mehta', username: '9820012345', password: 'Vetiver#Smoke9', type: 'BUYER' as const };

describe('sign-up with one identity', () => {
  it('creates a pending buyer, sends an OTP, and verifying it signs the buyer in', async () => {
    const client = newClient();
    const registration = unwrap(await client.auth.register(rohan));
    expect(registration).toMatchObject({
      name: 'Rohan Mehta',
      type: 'BUYER',
      status: 'PENDING_VERIFICATION',
      identities: [{ identityType: 'PHONE', sentTo: '98******45', verified: false }],
    });
    expect(log).toContain('[otp] 9820012345: 123456 (verification)');

    const early = await client.auth.signInWithPassword({ username: rohan.username, password: rohan.password });
    expect(early.error).toMatchObject({ status: 422, code: 'auth.unverified' });

    const { data: session, meta } = await client.auth.verifyIdentity({ username: rohan.username, otp: '123456', type: 'BUYER' });
    expect(meta?.message).toBe('Mobile number verified. Welcome to attar!');
    expect(session).toMatchObject({
      tokenType: 'Bearer',
      apiType: 'C',
      newBuyer: true,
      profile: { buyerId: registration.buyerId, firstName: 'Rohan', lastName: 'Mehta' },
    });
    expect(client.session.getToken()).toBe(session!.token);

    const profile = unwrap(await client.profile.get());
    expect(profile.identities).toEqual([{ identityType: 'PHONE', value: '9820012345', verified: true }]);
    expect((await client.auth.signInWithPassword({ username: rohan.username, password: rohan.password })).error).toBeUndefined();
  });

  it('refuses a username an active buyer holds with a 409', async () => {
    const { error } = await newClient().auth.register({ ...rohan, username: DEMO_BUYER.mobile });
    expect(error).toMatchObject({ status: 409, code: 'auth.usernameTaken' });
    expect((error as ApiError).fieldErrors).toEqual([{ field: 'username', message: 'is already registered' }]);
  });

  it('restarts a sign-up that was never verified', async () => {
    const first = unwrap(await newClient().auth.register(rohan));
    const again = unwrap(await newClient().auth.register({ ...rohan, name: 'Rohan K Mehta' }));
    expect(again.buyerId).not.toBe(first.buyerId);
    const session = unwrap(await newClient().auth.verifyIdentity({ username: rohan.username, otp: '123456', type: 'BUYER' }));
    expect(session.profile).toMatchObject({ buyerId: again.buyerId, name: 'Rohan K Mehta' });
  });

  it('refuses a wrong verification OTP', async () => {
    await newClient().auth.register(rohan);
    const { error } = await newClient().auth.verifyIdentity({ username: rohan.username, otp: '654321', type: 'BUYER' });
    expect(error).toMatchObject({ status: 422, code: 'otp.invalid', message: 'The OTP is wrong. 4 tries left.' });
  });
});

describe('sign-up with an email and a mobile', () => {
  const priya = {
    name: 'Priya Sharma',
    email: 'priya.sharma@example.in',
    mobile: '9414012345',
    password: 'RoseAttar!2026',
    type: 'BUYER' as const,
  };

  it('sends an OTP to each; one signs in, the other is verified later', async () => {
    const client = newClient();
    const registration = unwrap(await client.auth.registerWithIdentities(priya));
    expect(registration.identities.map((i) => [i.identityType, i.sentTo])).toEqual([
      ['EMAIL', 'pr**********@example.in'],
      ['PHONE', '94******45'],
    ]);
    expect(log).toEqual(['[otp] priya.sharma@example.in: 123456 (verification)', '[otp] 9414012345: 123456 (verification)']);

    const session = unwrap(await client.auth.verifyIdentity({ username: priya.email, otp: '123456', type: 'BUYER' }));
    expect(session.profile.identities).toEqual([
      { identityType: 'EMAIL', value: priya.email, verified: true },
      { identityType: 'PHONE', value: priya.mobile, verified: false },
    ]);
    const verified = unwrap(await client.auth.verifyOtp({ username: priya.mobile, otp: '123456' }));
    expect(verified.identities.every((i) => i.verified)).toBe(true);
  });

  it('names the identity that is already registered', async () => {
    const { error } = await newClient().auth.registerWithIdentities({ ...priya, email: DEMO_BUYER.email });
    expect(error).toMatchObject({ status: 409, code: 'auth.usernameTaken' });
    expect((error as ApiError).fieldErrors[0]?.field).toBe('email');
  });
});

describe('username checks', () => {
  it('says whether a username exists without sending an OTP (otpFlag N)', async () => {
    const known = unwrap(await newClient().auth.verifyUsername({ username: DEMO_BUYER.email, otpFlag: 'N' }));
    expect(known).toMatchObject({
      username: DEMO_BUYER.email,
      identityType: 'EMAIL',
      exists: true,
      hasPassword: true,
      otpSent: false,
      signInFlow: 1,
    });
    const unknown = unwrap(await newClient().auth.verifyUsername({ username: 'new.buyer@example.in', otpFlag: 'N' }));
    expect(unknown).toMatchObject({ exists: false, otpSent: false });
    expect(log).toEqual([]);
  });

  it('sends a sign-in OTP with otpFlag Y and lists the sign-in methods in flow 2', async () => {
    const { data, meta } = await newClient().auth.verifyUsername({ username: DEMO_BUYER.mobile, otpFlag: 'Y', signInFlow: 2 });
    expect(meta?.message).toBe('OTP sent');
    expect(data).toMatchObject({
      identityType: 'PHONE',
      exists: true,
      otpSent: true,
      sentTo: '98******10',
      otpExpiresAt: '2026-11-20T10:10:00.000Z',
      signInFlow: 2,
      signInMethods: ['OTP', 'PASSWORD'],
    });
    expect(log).toEqual(['[otp] 9876543210: 123456 (sign-in)']);
  });
});

describe('social login through the mock identity provider', () => {
  const google = { socialType: 'GOOGLE' as const, socialId: '108234567890123456789', type: 'BUYER' as const };

  it('creates a buyer for a new email, then signs the same provider account in again', async () => {
    const first = unwrap(
      await newClient().auth.socialLogin({ ...google, socialAccessToken: 'mock-idp:meera.iyer@example.in', name: 'Meera Iyer' }),
    );
    expect(first).toMatchObject({
      newBuyer: true,
      profile: { name: 'Meera Iyer', email: 'meera.iyer@example.in', identities: [{ identityType: 'EMAIL', verified: true }] },
    });
    const again = unwrap(await newClient().auth.socialLogin({ ...google, socialAccessToken: 'mock-idp:meera.iyer@example.in' }));
    expect(again).toMatchObject({ newBuyer: false, profile: { buyerId: first.profile.buyerId } });
    const check = unwrap(
      await newClient().auth.verifyUsername({ username: 'meera.iyer@example.in', otpFlag: 'N', signInFlow: 2 }),
    );
    expect(check.signInMethods).toEqual(['OTP', 'SOCIAL']);
  });

  it('signs an existing buyer in by the email the provider vouches for', async () => {
    const { data } = await newClient().auth.socialLogin({
      ...google,
      socialAccessToken: `mock-idp:${DEMO_BUYER.email}`,
      email: DEMO_BUYER.email,
    });
    expect(data).toMatchObject({ newBuyer: false, profile: { buyerId: DEMO_BUYER.buyerId } });
  });

  it('refuses a token the provider did not issue, or an email that differs', async () => {
    const forged = await newClient().auth.socialLogin({ ...google, socialAccessToken: 'ya29.a0AfB_byC7xQeM2kP' });
    expect(forged.error).toMatchObject({ status: 422, code: 'auth.socialTokenInvalid' });
    const other = await newClient().auth.socialLogin({
      ...google,
      socialAccessToken: 'mock-idp:a@example.in',
      email: 'b@example.in',
    });
    expect((other.error as ApiError).fieldErrors).toEqual([{ field: 'email', message: 'differs from the provider account' }]);
  });
});

describe('join as', () => {
  const kavya = {
    name: 'Kavya Singh',
    email: 'kavya@gulabiattars.in',
    mobile: '9414098765',
    pincode: '302001',
    city: 'Jaipur',
    state: 'Rajasthan',
    country: 'India',
    joinAs: 'RESELLER',
  };

  it('receives an application once', async () => {
    const { data, meta } = await newClient().auth.joinAs(kavya);
    expect(data).toMatchObject({
      applicationId: 'JA000001',
      joinAs: 'RESELLER',
      name: 'Kavya Singh',
      status: 'RECEIVED',
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    expect(meta?.message).toContain('within 2 business days');
    const again = await newClient().auth.joinAs(kavya);
    expect(again.error).toMatchObject({ status: 409, code: 'joinAs.alreadyApplied' });
  });
});
