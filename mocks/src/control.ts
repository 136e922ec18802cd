/**
 * `/_mock/*`: routes outside the contract that let tests, the CLI and people drive the mock shop:
 * reset it, move its clock, read the OTPs it sent and the analytics it received, change its flags,
 * switch store features, break its content configuration on purpose, end sessions, decide what the
 * inspection of a return or replacement finds.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { AfterSaleRequestFields, checkRule } from '@attar/sdk/rules';
import type { RouterOptions } from './core/router.ts';
import { ShopError } from './core/errors.ts';
import { parseScenario } from './core/scenario.ts';
import { saveShop } from './shop/create.ts';
import { HOUR } from './core/clock.ts';
import { currentFeatures, featureNames, parseFeatures, setFeatures } from './shop/features.ts';
import { decideInspection, type InspectionOutcome } from './shop/orders/after-sale.ts';
import type { Shop } from './shop/shop.ts';

/** What the routes drive: the current shop and a fresh start (the mock shop of index.ts fits). */
interface ControlledShop {
  readonly shop: Shop;
  reset(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a content patch of `POST /_mock/content`: what is wrong with it, or how to apply it. */
function parseContentPatch(body: unknown, shop: Shop): { problems: string[]; apply: () => void } {
  const problems: string[] = [];
  const content = shop.state.content;
  const pages = content.pages as Record<string, object | undefined>;
  if (!isRecord(body) || (body.site === undefined && body.pages === undefined))
    problems.push('Send { "site": { ... } } and/or { "pages": { "/route": { ... } } }.');
  else {
    if (body.site !== undefined && !isRecord(body.site)) problems.push('site must be an object of the parts to replace.');
    if (body.pages !== undefined && !isRecord(body.pages))
      problems.push('pages must map routes to objects of the parts to replace.');
    for (const [url, patch] of Object.entries(isRecord(body.pages) ? body.pages : {})) {
      if (!pages[url]) problems.push(`there is no page at ${url}`);
      else if (!isRecord(patch)) problems.push(`pages["${url}"] must be an object of the parts to replace`);
    }
  }
  const apply = () => {
    if (!isRecord(body)) return;
    if (isRecord(body.site)) {
      Object.assign(content.site, body.site);
      shop.uncheckedReplies.add('contentSite');
    }
    for (const [url, patch] of Object.entries(isRecord(body.pages) ? body.pages : {})) {
      Object.assign(pages[url]!, patch);
      shop.uncheckedReplies.add('contentPage');
    }
  };
  return { problems, apply };
}

/** Reads `POST /_mock/inspections`: `{ "requestId": "RR000002", "outcome": "REJECTED", "reason"?: "..." }`. */
function parseInspection(body: unknown): { problems: string[]; requestId: string; decision: InspectionOutcome } {
  const problems: string[] = [];
  const { requestId, outcome, reason } = isRecord(body) ? body : {};
  const idProblem = checkRule(AfterSaleRequestFields.requestId, requestId);
  if (idProblem) problems.push(`requestId ${idProblem} (a request id such as RR000002)`);
  if (outcome !== 'REJECTED' && outcome !== 'APPROVED') problems.push('outcome must be REJECTED or APPROVED');
  const reasonProblem = reason === undefined ? undefined : checkRule(AfterSaleRequestFields.rejectionReason, reason);
  if (reasonProblem) problems.push(`reason ${reasonProblem}`);
  if (outcome === 'APPROVED' && reason !== undefined) problems.push('reason goes with outcome REJECTED only');
  return {
    problems,
    requestId: String(requestId),
    decision: { outcome: outcome === 'APPROVED' ? 'APPROVED' : 'REJECTED', ...(typeof reason === 'string' ? { reason } : {}) },
  };
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
    http.get(`${base}/features`, () => HttpResponse.json({ ok: true, features: currentFeatures(mock.shop) })),
    http.post(`${base}/features`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const { features, problems } = parseFeatures(body, featureNames(mock.shop));
      if (problems.length) return HttpResponse.json({ ok: false, problems }, { status: 400 });
      return HttpResponse.json({ ok: true, features: setFeatures(mock.shop, features) });
    }),
    // Replaces parts of the content configuration with raw JSON, as a broken or hostile content service
    // would serve them: `{ "site": { "header": null }, "pages": { "/faq": { "blocks": "x" } } }`. Each key
    // given replaces the stored one (null included); those replies then go out without the mock's own
    // contract check, until a reset.
    http.post(`${base}/content`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const { problems, apply } = parseContentPatch(body, mock.shop);
      if (problems.length) return HttpResponse.json({ ok: false, problems }, { status: 400 });
      apply();
      return HttpResponse.json({ ok: true, unchecked: [...mock.shop.uncheckedReplies] });
    }),
    // Decides what the inspection of a return or replacement finds, before the shop gives its outcome
    // (5 days after the request): REJECTED, with a reason the buyer reads, or APPROVED (the usual one).
    // The request then ends that way when the clock gets there; afterwards the outcome is final (409).
    http.post(`${base}/inspections`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const { problems, requestId, decision } = parseInspection(body);
      if (problems.length) return HttpResponse.json({ ok: false, problems }, { status: 400 });
      try {
        return HttpResponse.json({ ok: true, request: decideInspection(mock.shop, requestId, decision) });
      } catch (error) {
        if (!(error instanceof ShopError)) throw error;
        return HttpResponse.json({ ok: false, code: error.code, message: error.message }, { status: error.status });
      }
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
