/**
 * `attar.raw`, the typed openapi-fetch client, loaded with its first call: the actions send their own
 * requests (request.ts), so a storefront that never uses `raw` never downloads openapi-fetch. Its methods
 * return promises already; `use` and `eject` take effect, in order, before the calls made after them.
 */
import type { Client } from 'openapi-fetch';
import type { paths } from './generated/types.gen.ts';

export function lazyRaw(baseUrl: string, fetch: (request: Request) => Promise<Response>): Client<paths> {
  let client: Promise<Client<paths>> | undefined;
  const load = () => (client ??= import('openapi-fetch').then((openapiFetch) => openapiFetch.default<paths>({ baseUrl, fetch })));
  // every member of the client is a method; each is forwarded, with its own arguments, to the loaded one
  const forward =
    <K extends keyof Client<paths>>(method: K) =>
    (...args: Parameters<Client<paths>[K]>) =>
      load().then((raw) => (raw[method] as (...a: Parameters<Client<paths>[K]>) => unknown)(...args));
  return new Proxy({} as Client<paths>, { get: (_, method: keyof Client<paths>) => forward(method) });
}
