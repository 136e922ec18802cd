/** Accounts: OTP and password sign-in, OTP expiry and lockout, forgot password, logout, guest cart. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAttarClient, createMemorySession, unwrap } from '@attar/sdk';
import { useMockShop } from './harness.ts';
import { mergeGuestCart } from '../src/shop/cart/api.ts';
import { DEMO_BUYER } from '../src/shop/accounts/seed.ts';

// Watch the cart domain's merge while keeping its real behaviour.
vi.mock('../src/shop/cart/api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/shop/cart/api.ts')>();
  return { ...real, mergeGuestCart: vi.fn(real.mergeGuestCart) };
});

const MINUTE = 60_000;
const log: string[] = [];
const mock = useMockShop({ log: (line) => log.push(line) });
afterEach(() => {
  log.length = 0;
});

const newClient = (token: string | null = null) =>
  createAttarClient({ baseUrl: 'http://shop.test', validateReplies: true, session: createMemorySession(token) });
const ananya = { username: DEMO_BUYER.mobile, password: DEMO_BUYER.password };
const sendSignInOtp = async () => unwrap(await newClient().auth.verifyUsername({ username: DEMO_BUYER.mobile, otpFlag: 'Y' }));
const signInWithOtp = (otp: string) => newClient().auth.signInWithOtp({ username: DEMO_BUYER.mobile, otp });

describe('sign-in with an OTP', () => {
  it('signs in with the OTP sent by the username check, and the token works', async () => {
    await sendSignInOtp();
    const client = newClient();
    const session = unwrap(await client.auth.signInWithOtp({ username: DEMO_BUYER.mobile, otp: '123456' }));
    expect(session).toMatchObject({
      tokenType: 'Bearer',
      apiType: 'C',
      expiresAt: '2026-12-20T10:00:00.000Z',
      profile: { buyerId: DEMO_BUYER.buyerId, name: 'Ananya Rao' },
    });
    expect(unwrap(await client.profile.get()).buyerId).toBe(DEMO_BUYER.buyerId);
  });

  it('refuses an OTP nobody asked for, and an OTP used twice', async () => {
    expect((await signInWithOtp('123456')).error).toMatchObject({ status: 422, code: 'otp.notRequested' });
    await sendSignInOtp();
    expect((await signInWithOtp('123456')).error).toBeUndefined();
    expect((await signInWithOtp('123456')).error).toMatchObject({ status: 422, code: 'otp.notRequested' });
  });

  it('refuses a wrong OTP, naming the field and the tries left', async () => {
    await sendSignInOtp();
    const { error } = await signInWithOtp('000000');
    expect(error).toMatchObject({
      status: 422,
      code: 'otp.invalid',
      message: 'The OTP is wrong. 4 tries left.',
      fieldErrors: [{ field: 'otp', message: 'is wrong' }],
    });
    expect((await signInWithOtp('123456')).error).toBeUndefined();
  });

  it('lets an OTP expire after 10 minutes of shop time', async () => {
    await sendSignInOtp();
    mock.shop.clock.advance(9 * MINUTE);
    expect((await signInWithOtp('123456')).error).toBeUndefined();
    await sendSignInOtp();
    mock.shop.clock.advance(10 * MINUTE);
    expect((await signInWithOtp('123456')).error).toMatchObject({ status: 422, code: 'otp.expired' });
  });

  it('locks after five wrong tries with a 429 and retryAfterSeconds, until the lock ends', async () => {
    await sendSignInOtp();
    for (let i = 0; i < 5; i++) expect((await signInWithOtp('000000')).error).toMatchObject({ status: 422, code: 'otp.invalid' });
    const locked = await signInWithOtp('123456');
    expect(locked.error).toMatchObject({ status: 429, code: 'otp.tooManyAttempts', retryAfterSeconds: 600 });
    const resend = await newClient().auth.verifyUsername({ username: DEMO_BUYER.mobile, otpFlag: 'Y' });
    expect(resend.error).toMatchObject({ status: 429, code: 'otp.tooManyAttempts' });

    mock.shop.clock.advance(10 * MINUTE);
    await sendSignInOtp();
    expect((await signInWithOtp('123456')).error).toBeUndefined();
  });
});

describe('sign-in with a password', () => {
  it('signs in by mobile or email', async () => {
    expect(unwrap(await newClient().auth.signInWithPassword(ananya)).profile.email).toBe(DEMO_BUYER.email);
    expect(
      unwrap(await newClient().auth.signInWithPassword({ username: 'Ananya.Rao@example.in', password: DEMO_BUYER.password }))
        .profile.mobile,
    ).toBe(DEMO_BUYER.mobile);
  });

  it('refuses a wrong password and an unknown username', async () => {
    const wrong = await newClient().auth.signInWithPassword({ ...ananya, password: 'Attar@2025' });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'auth.wrongPassword',
      fieldErrors: [{ field: 'password', message: 'is wrong' }],
    });
    const unknown = await newClient().auth.signInWithPassword({ username: '9000000001', password: 'whatever123' });
    expect(unknown.error).toMatchObject({ status: 404, code: 'auth.unknownUser' });
  });

  it('locks password sign-in after five wrong passwords', async () => {
    for (let i = 0; i < 5; i++) await newClient().auth.signInWithPassword({ ...ananya, password: 'not-the-one' });
    const { error } = await newClient().auth.signInWithPassword(ananya);
    expect(error).toMatchObject({ status: 429, code: 'auth.tooManyAttempts' });
    mock.shop.clock.advance(10 * MINUTE);
    expect((await newClient().auth.signInWithPassword(ananya)).error).toBeUndefined();
  });

  it('moves the guest cart into the account when guestId and checkOutId are sent', async () => {
    const guest = { guestId: 'GU5T8K2M9Q3X', checkOutId: 'CKG3H8J2K7L4' };
    vi.mocked(mergeGuestCart).mockClear();
    unwrap(await newClient().auth.signInWithPassword({ ...ananya, ...guest }));
    expect(mergeGuestCart).toHaveBeenCalledWith(mock.shop, guest, DEMO_BUYER.buyerId);
    vi.mocked(mergeGuestCart).mockClear();
    unwrap(await newClient().auth.signInWithPassword(ananya));
    expect(mergeGuestCart).not.toHaveBeenCalled();
  });
});

describe('forgot password', () => {
  it('resets the password with the OTP and signs every device out', async () => {
    const old = unwrap(await newClient().auth.signInWithPassword(ananya)).token;
    const challenge = unwrap(await newClient().auth.requestPasswordReset({ username: DEMO_BUYER.email }));
    expect(challenge).toMatchObject({
      identityType: 'EMAIL',
      sentTo: 'an********@example.in',
      otpLength: 6,
      resendAfterSeconds: 30,
    });
    expect(log).toEqual(['[otp] ananya.rao@example.in: 123456 (password reset)']);

    const reset = { username: DEMO_BUYER.email, password: 'Mogra@Bloom2026' };
    expect((await newClient().auth.resetPassword({ ...reset, otp: '111111' })).error).toMatchObject({
      status: 422,
      code: 'otp.invalid',
    });
    const { data, meta } = await newClient().auth.resetPassword({ ...reset, otp: '123456' });
    expect(data).toEqual({ done: true, id: DEMO_BUYER.buyerId });
    expect(meta?.message).toBe('Password changed. Sign in with the new password.');

    expect((await newClient(old).profile.get()).error).toMatchObject({ status: 401 });
    expect((await newClient().auth.signInWithPassword(ananya)).error).toMatchObject({ code: 'auth.wrongPassword' });
    expect(
      (await newClient().auth.signInWithPassword({ username: DEMO_BUYER.mobile, password: reset.password })).error,
    ).toBeUndefined();
  });

  it('refuses a reset for an unknown username', async () => {
    const { error } = await newClient().auth.requestPasswordReset({ username: 'nobody@example.in' });
    expect(error).toMatchObject({ status: 404, code: 'auth.unknownUser' });
  });
});

describe('logout', () => {
  it('ends the session: the token then gets a 401', async () => {
    const client = newClient();
    const { token } = unwrap(await client.auth.signInWithPassword(ananya));
    const { data, meta } = await client.auth.logout({});
    expect(data).toEqual({ done: true });
    expect(meta?.message).toBe('Signed out');
    expect(client.session.getToken()).toBeNull();
    expect((await newClient(token).profile.get()).error).toMatchObject({ status: 401, code: 'auth.sessionExpired' });
  });

  it('ends the sessions on every device with allDevices', async () => {
    const phone = unwrap(await newClient().auth.signInWithPassword(ananya)).token;
    const laptop = newClient();
    unwrap(await laptop.auth.signInWithPassword(ananya));
    const { meta } = await laptop.auth.logout({ allDevices: true });
    expect(meta?.message).toBe('Signed out on 2 devices');
    expect((await newClient(phone).profile.get()).error).toMatchObject({ status: 401 });
  });
});
