/**
 * Stands in for functions of the storefront's client (`api.reviews.rate`, `api.forms.subscribe`) in every
 * test of a file, without `vi.mock`: each named function of the real `api` is spied on before each test and
 * answers through the fake given here, so the file can share the `dom` project's module graph
 * (vitest.config.ts; replacing the client module gave the file a graph of its own, about a second).
 * The fakes are the file's to program (`fake.mockResolvedValue(...)`); their calls are cleared before each
 * test, and `restoreMocks` puts the real functions back. A client function the file did not name is the real one, and with
 * no network in component tests (dom-setup.ts) its call fails at once.
 * @example
 * const api = fakeApi({ reviews: { rate: vi.fn(), add: vi.fn() } });
 * api.reviews.rate.mockResolvedValue({ data: {...}, meta: {...} });
 */
import { beforeEach, vi } from 'vitest';
import { api } from '../data/client.ts';

// plain signatures: relating the client's typed functions to the spy's type costs type-check time (spy-call.ts)
type Plain = (...args: never[]) => unknown;
type Bag = Record<string, unknown>;

/** A module's functions by name (`{ reviews: { rate } }`), or the client's own `call`. */
export function fakeApi<T extends Record<string, object>>(fakes: T): T {
  beforeEach(() => {
    const client = api as unknown as Bag;
    const stand = (object: unknown, name: string, fake: unknown) => {
      // each test counts its own calls, in whatever order the tests run
      if (vi.isMockFunction(fake)) fake.mockClear();
      vi.spyOn(object as Record<string, Plain>, name).mockImplementation((...args) => (fake as Plain)(...args));
    };
    for (const [key, value] of Object.entries(fakes)) {
      if (typeof value === 'function') stand(client, key, value);
      else for (const [name, fake] of Object.entries(value)) stand(client[key], name, fake);
    }
  });
  return fakes;
}
