/** Accounts, signed in: identity and password changes, account deletion, rewards and coupons. */
import { afterEach, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap, type AttarClient } from '@attar/sdk';
import { useMockShop } from './harness.ts';
import { DEMO_BUYER } from '../src/shop/accounts/seed.ts';
import { HOUR } from '../src/core/clock.ts';
import { placeOrderForTest } from '../src/shop/orders/testing.ts';
import { setFeatures } from '../src/shop/features.ts';

const log: string[] = [];
const mock = useMockShop({ log: (line) => log.push(line) });
afterEach(() => {
  log.length = 0;
});

const newClient = (token: string | null = null) =>
  createAttarClient({ baseUrl: 'http://shop.test', validateReplies: true, session: createMemorySession(token) });
const ananya = { username: DEMO_BUYER.mobile, password: DEMO_BUYER.password };

async function signedIn(): Promise<AttarClient> {
  const client = newClient();
  unwrap(await client.auth.signInWithPassword(ananya));
  return client;
}

describe('change password', () => {
  it('needs the current password, a different new one, and signs other devices out', async () => {
    const other = unwrap(await newClient().auth.signInWithPassword(ananya)).token;
    const client = await signedIn();
    const wrong = await client.auth.changePassword({ currentPassword: 'Attar@1999', newPassword: 'RoseAttar#2027' });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'auth.wrongPassword',
      fieldErrors: [{ field: 'currentPassword', message: 'is wrong' }],
    });
    const same = await client.auth.changePassword({ currentPassword: DEMO_BUYER.password, newPassword: DEMO_BUYER.password });
    expect(same.error).toMatchObject({ status: 422, code: 'auth.samePassword' });

    expect(
      unwrap(await client.auth.changePassword({ currentPassword: DEMO_BUYER.password, newPassword: 'RoseAttar#2027' })),
    ).toEqual({ done: true, id: DEMO_BUYER.buyerId });
    expect((await client.profile.get()).error).toBeUndefined();
    expect((await newClient(other).profile.get()).error).toMatchObject({ status: 401 });
    expect((await newClient().auth.signInWithPassword({ ...ananya, password: 'RoseAttar#2027' })).error).toBeUndefined();
  });

  it('sets a new password with an OTP instead of the old one (account.*)', async () => {
    const client = await signedIn();
    const challenge = unwrap(await client.account.requestPasswordChangeOtp({ identityType: 'EMAIL' }));
    expect(challenge).toMatchObject({ purpose: 'PASSWORD_CHANGE', identityType: 'EMAIL', sentTo: 'an********@example.in' });
    expect(log).toEqual(['[otp] ananya.rao@example.in: 123456 (password change)']);
    expect((await client.account.confirmPasswordChange({ otp: '999999', newPassword: 'Chameli#Dew1' })).error).toMatchObject({
      code: 'otp.invalid',
    });
    expect(unwrap(await client.account.confirmPasswordChange({ otp: '123456', newPassword: 'Chameli#Dew1' }))).toEqual({
      done: true,
      id: DEMO_BUYER.buyerId,
    });
    expect((await newClient().auth.signInWithPassword({ ...ananya, password: 'Chameli#Dew1' })).error).toBeUndefined();
  });
});

describe('change identity', () => {
  it('replaces the email with a new one proven by its OTP (auth.*)', async () => {
    const client = await signedIn();
    const challenge = unwrap(await client.auth.requestOtp({ username: 'ananya.r@example.in' }));
    expect(challenge).toMatchObject({ identityType: 'EMAIL', sentTo: 'an******@example.in' });
    const profile = unwrap(
      await client.auth.changeIdentity({ currentUsername: DEMO_BUYER.email, username: 'ananya.r@example.in', otp: '123456' }),
    );
    expect(profile.email).toBe('ananya.r@example.in');
    expect(profile.identities).toContainEqual({ identityType: 'EMAIL', value: 'ananya.r@example.in', verified: true });
    expect(
      (await newClient().auth.signInWithPassword({ username: DEMO_BUYER.email, password: DEMO_BUYER.password })).error,
    ).toMatchObject({ status: 404 });
    expect(
      (await newClient().auth.signInWithPassword({ username: 'ananya.r@example.in', password: DEMO_BUYER.password })).error,
    ).toBeUndefined();
  });

  it("refuses a change of kind, someone else's username and a username not on the account", async () => {
    const client = await signedIn();
    const kind = await client.auth.changeIdentity({ currentUsername: DEMO_BUYER.email, username: '9123456780', otp: '123456' });
    expect(kind.error).toMatchObject({ status: 422, code: 'auth.identityTypeMismatch' });
    const notMine = await client.auth.changeIdentity({
      currentUsername: 'someone@example.in',
      username: 'ananya.r@example.in',
      otp: '123456',
    });
    expect(notMine.error).toMatchObject({
      status: 422,
      code: 'auth.notYourUsername',
      fieldErrors: [{ field: 'currentUsername' }],
    });
    await newClient().auth.socialLogin({ socialType: 'GOOGLE', socialId: 'g-1', socialAccessToken: 'mock-idp:taken@example.in' });
    expect((await client.auth.requestOtp({ username: 'taken@example.in' })).error).toMatchObject({
      status: 409,
      code: 'auth.usernameTaken',
    });
  });

  it('replaces the mobile with the OTP sent to the new one (account.*)', async () => {
    const client = await signedIn();
    const challenge = unwrap(await client.account.requestIdentityChangeOtp({ username: '9123456780' }));
    expect(challenge).toMatchObject({ purpose: 'IDENTITY_CHANGE', identityType: 'PHONE', sentTo: '91******80' });
    expect(log).toEqual(['[otp] 9123456780: 123456 (identity change)']);
    expect((await client.account.confirmIdentityChange({ username: '9123456780', otp: '123450' })).error).toMatchObject({
      status: 422,
      code: 'otp.invalid',
    });
    const profile = unwrap(await client.account.confirmIdentityChange({ username: '9123456780', otp: '123456' }));
    expect(profile.mobile).toBe('9123456780');
    const same = await client.account.requestIdentityChangeOtp({ username: '9123456780' });
    expect(same.error).toMatchObject({ status: 422, code: 'account.sameIdentity' });
  });
});

describe('delete the account', () => {
  it('ends every session; signing in again finds no account', async () => {
    const phone = unwrap(await newClient().auth.signInWithPassword(ananya)).token;
    const client = await signedIn();
    const { data, meta } = await client.auth.deleteAccount({ type: 'BUYER', reason: 'I have another account.' });
    expect(data).toEqual({
      buyerId: DEMO_BUYER.buyerId,
      type: 'BUYER',
      status: 'DELETED',
      deletedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(meta?.message).toBe('Your account has been deleted');
    expect(client.session.getToken()).toBeNull();
    expect((await newClient(phone).profile.get()).error).toMatchObject({ status: 401 });
    expect((await newClient().auth.signInWithPassword(ananya)).error).toMatchObject({ status: 404, code: 'auth.unknownUser' });
    expect(
      (await newClient().auth.register({ name: 'Ananya Rao', username: DEMO_BUYER.mobile, type: 'BUYER' })).error,
    ).toBeUndefined();
  });

  it('deletes with an OTP to the mobile (account.*) and counts the sessions it ended', async () => {
    await signedIn();
    const client = await signedIn();
    expect(unwrap(await client.account.requestDeletionOtp({ type: 'BUYER' }))).toMatchObject({
      purpose: 'ACCOUNT_DELETION',
      identityType: 'PHONE',
      sentTo: '98******10',
    });
    expect((await client.account.confirmDeletion({ type: 'BUYER', otp: '000000' })).error).toMatchObject({ code: 'otp.invalid' });
    const deleted = unwrap(await client.account.confirmDeletion({ type: 'BUYER', otp: '123456', reason: 'Moving abroad.' }));
    expect(deleted).toMatchObject({ buyerId: DEMO_BUYER.buyerId, status: 'DELETED', sessionsEnded: 2 });
    expect(mock.shop.state.accounts.addressBooks[DEMO_BUYER.buyerId]).toBeUndefined();
  });
});

describe('rewards and coupons', () => {
  it('answers 403 feature.disabled for rewards, referrals and redemptions', async () => {
    const client = await signedIn();
    for (const call of [client.rewards.history, client.rewards.referrals, client.rewards.redemptions]) {
      expect((await call({ pageNum: 1, pageSize: 10 })).error).toMatchObject({ status: 403, code: 'feature.disabled' });
    }
  });

  it('switched on, pages through the points ledger (balance, newest first) and the referrals', async () => {
    const client = await signedIn();
    setFeatures(mock.shop, { rewards: true, referral: true });
    const first = unwrap(await client.rewards.history({ pageNum: 1, pageSize: 10 }));
    const second = unwrap(await client.rewards.history({ pageNum: 2, pageSize: 10 }));
    expect(first.paging).toEqual({ pageNum: 1, pageSize: 10, totalItems: 15, totalPages: 2 });
    expect(second.items).toHaveLength(5);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((e) => e.entryId)).size).toBe(15);
    expect(all.map((e) => e.createdAt)).toEqual(
      all
        .map((e) => e.createdAt)
        .sort()
        .reverse(),
    );
    expect(first.balancePoints).toBe(all.reduce((sum, e) => sum + e.points, 0));
    expect(first.items[0]).toMatchObject({ kind: 'EARNED', points: 29, orderId: 'OD26111500011' });
    expect(second.items.at(-1)).toMatchObject({ kind: 'EARNED', points: 250, reason: 'Welcome bonus' });
    expect(all.filter((e) => e.kind === 'EXPIRED').map((e) => e.points)).toEqual([-75, -100, -50, -250]);

    const referrals = unwrap(await client.rewards.referrals({ sortOrder: 'asc' }));
    expect(referrals.referralCode).toBe(DEMO_BUYER.buyerId);
    expect(referrals.items.map((r) => [r.refereeName, r.state, r.rewardPoints])).toEqual([
      ['Meera Iyer', 'REWARDED', 100],
      ['Kabir Shah', 'REWARDED', 100],
      ['Priya Nair', 'JOINED', 0],
      ['Rohan Mehta', 'INVITED', 0],
    ]);
  });

  it('lists the store coupons by status, 20 a page', async () => {
    const client = await signedIn();
    const active = unwrap(await client.coupons.list({ status: 'ACTIVE' }));
    expect(active.items.map((c) => c.couponCode)).toEqual(['WELCOME10', 'FLAT300']);
    expect(active.items[0]).toMatchObject({
      discountType: 'PERCENT',
      discountValue: 10,
      maxDiscount: 500,
      minOrderValue: 999,
      status: 'ACTIVE',
    });
    expect(active.paging).toEqual({ pageNum: 1, pageSize: 20, totalItems: 2, totalPages: 1 });
    const expired = unwrap(await client.coupons.list({ status: 'EXPIRED' }));
    expect(expired.items.map((c) => c.couponCode)).toEqual(['FESTIVE20']);
    expect(unwrap(await client.coupons.list({ status: 'USED' })).items).toEqual([]);
    expect(
      unwrap(await client.coupons.list({ status: 'ACTIVE', pageNum: 2, pageSize: 1 })).items.map((c) => c.couponCode),
    ).toEqual(['FLAT300']);
  });

  it('shows in the wallet the terms and dates the cart applies, coupon by coupon', async () => {
    const client = await signedIn();
    const wallet = [
      ...unwrap(await client.coupons.list({ status: 'ACTIVE' })).items,
      ...unwrap(await client.coupons.list({ status: 'EXPIRED' })).items,
    ];
    const terms = ({ status: _status, ...rest }: (typeof wallet)[number]) => rest;
    expect(wallet.map(terms).sort((a, b) => a.couponCode.localeCompare(b.couponCode))).toEqual(
      [...mock.shop.state.cart.coupons].sort((a, b) => a.couponCode.localeCompare(b.couponCode)),
    );
  });

  it('lists as used the coupons of the buyer’s paid orders, newest first, with the order', async () => {
    const client = await signedIn();
    const welcome = { couponCode: 'WELCOME10', description: '10% off', discount: 249.9 };
    const first = placeOrderForTest(mock.shop, DEMO_BUYER.buyerId, { paid: true, coupon: welcome });
    mock.shop.clock.advance(HOUR);
    placeOrderForTest(mock.shop, DEMO_BUYER.buyerId, { coupon: welcome }); // unpaid: not used yet
    const second = placeOrderForTest(mock.shop, DEMO_BUYER.buyerId, {
      paid: true,
      coupon: { ...welcome, couponCode: 'FLAT300', discount: 300 },
    });
    placeOrderForTest(mock.shop, 'BY000002', { paid: true, coupon: welcome }); // someone else's
    const used = unwrap(await client.coupons.list({ status: 'USED', pageSize: 1 }));
    expect(used.paging).toEqual({ pageNum: 1, pageSize: 1, totalItems: 2, totalPages: 2 });
    expect(used.items).toEqual([
      expect.objectContaining({ couponCode: 'FLAT300', status: 'USED', orderId: second.orderId, usedAt: second.paidAt }),
    ]);
    const page2 = unwrap(await client.coupons.list({ status: 'USED', pageNum: 2, pageSize: 1 }));
    expect(page2.items).toEqual([expect.objectContaining({ couponCode: 'WELCOME10', orderId: first.orderId })]);
  });
});
