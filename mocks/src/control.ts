/**
 * `/_mock/*`: routes outside the contract that let tests, the CLI and people drive the mock shop:
 * reset it, move its clock, read the OTPs it sent and the analytics it received, change its flags.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockShop } from './index.ts';
import type { RouterOptions } from './core/router.ts';
import { parseScenario } from './core/scenario.ts';
import { saveShop } from './shop/shop.ts';
import { HOUR } from './core/clock.ts';

export function createControlHandlers(mock: MockShop, options: RouterOptions = {}): HttpHandler[] {
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
      if (!Number.isFinite(ms) || ms < 0) return HttpResponse.json({ ok: false, message: 'Send { "hours": n } or { "ms": n }, n >= 0.' }, { status: 400 });
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
  ];
}
