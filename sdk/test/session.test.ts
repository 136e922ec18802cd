/** Sign-in starts a buyer session, sign-out ends it; guards refuse before anything is sent. */
import { describe, expect, it } from 'vitest';
import { GuardError, createMemorySession, createStorageSession, unwrap, ApiError } from '../src/index.ts';
import { createObservedClient, ok, problem } from './helpers.ts';

const session = {
  token: 'tok_5f2c9d1e8a7b4c3d',
  tokenType: 'Bearer',
  expiresAt: '2026-12-20T10:15:30Z',
  apiType: 'C',
  profile: { buyerId: 'BY000017', type: 'BUYER', name: 'Ananya Rao', firstName: 'Ananya', lastName: 'Rao', identities: [] },
};

describe('sign-in and sign-out', () => {
  it('stores the token of a successful sign-in and speaks as the buyer from then on', async () => {
    const { client, requests } = createObservedClient(() => ok(session));
    await client.auth.signInWithOtp({ username: '9876543210', otp: '123456' });
    expect(client.session.getToken()).toBe(session.token);
    await client.auth.signInWithOtp({ username: '9876543210', otp: '123456' });
    expect(requests[1]!.headers.get('authorization')).toBe(`Bearer ${session.token}`);
    expect(requests[1]!.headers.get('apitype')).toBe('C');
  });

  it('sends the inferred identity type with the username', async () => {
    const { client, requests } = createObservedClient(() => ok(session));
    await client.auth.signInWithOtp({ username: 'ananya@example.in', otp: '123456' });
    expect(JSON.parse(requests[0]!.body as string)).toEqual({
      username: 'ananya@example.in',
      otp: '123456',
      identityType: 'EMAIL',
    });
  });

  it('keeps the guest session when sign-in fails', async () => {
    const { client } = createObservedClient(() => problem(422, 'otp.invalid', 'That OTP is not right.'));
    const { error } = await client.auth.signInWithOtp({ username: '9876543210', otp: '000000' });
    expect(error).toBeInstanceOf(ApiError);
    expect(client.session.getToken()).toBeNull();
  });

  it('clears the token on logout even when the server call fails', async () => {
    const { client } = createObservedClient(
      () => {
        throw new TypeError('offline');
      },
      { session: createMemorySession('tok_x') },
    );
    await client.auth.logout();
    expect(client.session.getToken()).toBeNull();
  });

  it('clears the token after account deletion succeeds, not when it fails', async () => {
    let fail = true;
    const { client } = createObservedClient(
      () =>
        fail
          ? problem(422, 'otp.invalid', 'wrong OTP')
          : ok({ buyerId: 'BY000017', status: 'DELETED', deletedAt: '2026-11-20T10:15:30Z' }),
      {
        session: createMemorySession('tok_x'),
      },
    );
    await client.account.confirmDeletion({ type: 'BUYER', otp: '000000' });
    expect(client.session.getToken()).toBe('tok_x');
    fail = false;
    await client.account.confirmDeletion({ type: 'BUYER', otp: '123456' });
    expect(client.session.getToken()).toBeNull();
  });

  it('keeps the token in browser storage across clients (a reload)', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    createStorageSession(storage).setToken('tok_saved');
    expect(createStorageSession(storage).getToken()).toBe('tok_saved');
  });
});

describe('guards run before sending', () => {
  it('refuses a bad mobile without a request', async () => {
    const { client, requests } = createObservedClient(() => ok(session));
    const { error } = await client.auth.signInWithOtp({ username: '98765', otp: '123456' });
    expect(error).toBeInstanceOf(GuardError);
    expect(error?.message).toMatch(/10 digits/);
    expect(requests).toHaveLength(0);
  });

  it('throws the error from unwrap at the boundary that wants exceptions', async () => {
    const { client } = createObservedClient(() => ok(session));
    expect(() => unwrap({ error: new GuardError('no', 'x.y', 'a') })).toThrow(GuardError);
    expect(unwrap(await client.auth.signInWithOtp({ username: '9876543210', otp: '123456' })).token).toBe(session.token);
  });
});
