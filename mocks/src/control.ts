/**
 * `/_mock/*`: routes outside the contract that let tests, the CLI and people drive the mock shop:
 * reset it, move its clock, read the OTPs it sent and the analytics it received, change its flags,
 * switch store features, end sessions.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { RouterOptions } from './core/router.ts';
import { parseScenario } from './core/scenario.ts';
import { saveShop } from './shop/create.ts';
import { HOUR } from './core/clock.ts';
import { featureNames, parseFeatures, setFeatures } from './shop/features.ts';
import type { Shop } from './shop/shop.ts';

/** What the routes drive: the current shop and a fresh start (the mock shop of index.ts fits). */
interface ControlledShop {
  readonly shop: Shop;
  reset(): void;
}

export function createControlHandlers(mock: ControlledShop, options: RouterOptions = {}): HttpHandler[] {
  const base = `${options.baseUrl ?? '*'}/_mock`;
  return [
    http.get(`${base}/health`, () => HttpResponse.json({ ok: true, now: mock.shop.nowIso(), seed: mock.shop.seed })),
    http.post(`${base}/reset`, () => {
      mock.reset();
      return HttpResponse.json({ ok: true, now: mock.shop.nowIso() });
    }),
    http.post(`${base}/advance`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { hours?: unknown; ms?: unknown };
      const ms = typeof body.ms === 'number' ? body.ms : typeof body.hours === 'number' ? body.hours * HOUR : NaN;
      if (!Number.isFinite(ms) || ms < 0)
        return HttpResponse.json({ ok: false, message: 'Send { "hours": n } or { "ms": n }, n >= 0.' }, { status: 400 });
      mock.shop.clock.advance(ms);
      return HttpResponse.json({ ok: true, now: mock.shop.nowIso() });
    }),
    http.put(`${base}/flags`, async ({ request }) => {
      const text = await request.text();
      const { scenario, problems } = parseScenario(text, mock.shop.flags);
      if (problems.length) return HttpResponse.json({ ok: false, problems }, { status: 400 });
      Object.assign(mock.shop.flags, scenario);
      return HttpResponse.json({ ok: true, flags: mock.shop.flags });
    }),
    http.get(`${base}/state`, () => HttpResponse.json(saveShop(mock.shop))),
    http.get(`${base}/features`, () => HttpResponse.json({ ok: true, features: mock.shop.state.content.site.features })),
    http.post(`${base}/features`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const { features, problems } = parseFeatures(body, featureNames(mock.shop));
      if (problems.length) return HttpResponse.json({ ok: false, problems }, { status: 400 });
      return HttpResponse.json({ ok: true, features: setFeatures(mock.shop, features) });
    }),
    // Ends sessions server-side, as an expiry or a sign-out elsewhere would: every session, one
    // buyer's ({ "buyerId": "..." }) or one token's ({ "token": "..." }). The next call with it is a 401.
    http.post(`${base}/sessions/expire`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { token?: unknown; buyerId?: unknown } | null;
      const sessions = mock.shop.state.sessions;
      let ended = 0;
      for (const [token, record] of Object.entries(sessions)) {
        if (typeof body?.token === 'string' && token !== body.token) continue;
        if (typeof body?.buyerId === 'string' && record.buyerId !== body.buyerId) continue;
        delete sessions[token];
        ended++;
      }
      return HttpResponse.json({ ok: true, ended });
    }),
  ];
}
