/**
 * Conformance: the mock handles every operation and action of the spec, and every reply it gives
 * through the SDK fits the contract (success replies their reply schema, refusals a declared status).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createAttarClient, createMemorySession, type ActionName } from '@attar/sdk';
import { actions, openapiDocument } from '@attar/sdk/contract';
import { handlers } from '../src/handlers/index.ts';
import { setupMockShop } from '../src/node.ts';
import { sampleInput } from './samples.ts';

const mock = setupMockShop({ start: '2026-11-20T10:00:00Z' });
const session = createMemorySession();
const client = createAttarClient({ baseUrl: 'http://shop.test', validateReplies: true, session });
const names = Object.keys(actions) as ActionName[];

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));

/** Each action starts from a fresh seeded shop with the demo buyer signed in (the examples name their ids). */
beforeEach(async () => {
  mock.reset();
  session.setToken(null);
  const signIn = await client.auth.signInWithPassword({ username: '9876543210', password: 'Attar@2026' });
  expect(signIn.error, 'the seeded buyer signs in').toBeUndefined();
});
afterAll(() => mock.server.close());

describe('the mock covers the spec', () => {
  it('has a handler for every action of every operation', () => {
    const missing = names.filter((name) => typeof handlers[name] !== 'function');
    expect(missing).toEqual([]);
  });
});

const outcomes: Array<{ action: ActionName; ok: boolean; detail: string }> = [];

describe('every action answers within the contract', () => {
  it.each(names)('%s', async (name) => {
    const row = actions[name];
    const { error } = await client.call(name, sampleInput(name) as never);
    if (!error) {
      outcomes.push({ action: name, ok: true, detail: '' });
      return;
    }
    outcomes.push({ action: name, ok: false, detail: `${error.code}: ${error.message}` });
    expect(error, `${name} failed outside the contract: ${error.message}`).toBeInstanceOf(ApiError);
    const status = (error as ApiError).httpStatus;
    expect(status, `${name}: ${error.code} ${error.message}`).toBeLessThan(500);
    const declared = Object.keys(openapiDocument.paths[row.path]![row.method.toLowerCase()].responses);
    expect(declared, `${name} answered ${status}, which its operation does not declare`).toContain(String(status));
  });

  it('succeeds for most actions with the spec examples on the seeded shop', () => {
    const ok = outcomes.filter((o) => o.ok).length;
    const refused = outcomes.filter((o) => !o.ok).map((o) => `${o.action} (${o.detail})`);
    console.info(
      `conformance: ${ok}/${outcomes.length} actions succeeded with spec examples; refused: ${refused.join('; ') || 'none'}`,
    );
    expect(ok / outcomes.length).toBeGreaterThan(0.5);
  });
});
