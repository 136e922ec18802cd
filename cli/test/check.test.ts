/**
 * `attar check` against the real thing: the stateful mock server behind `prism proxy --errors` (every
 * built-in scenario passes with zero contract violations), scenario files with references and a
 * failing expectation, the JUnit report, a contract violation (exit 3), and `--shape-only` against
 * `prism mock`. Prism takes 10-15 s to start, so both run once for the file.
 */
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttarClient } from '@attar/sdk';
import { startMockServer, type RunningMockServer } from '@attar/mocks/server';
import { startPrism, type RunningPrism } from '../../mocks/src/prism/prism.ts';
import { builtinScenarios } from '../src/check/builtins/index.ts';
import { createMockControl } from '../src/check/control.ts';
import { runScenario } from '../src/check/engine.ts';
import { createMemoryConfigStore } from '../src/config.ts';
import type { CliDeps } from '../src/context.ts';
import { createBufferIo } from '../src/output/io.ts';
import { runCli } from '../src/program.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), 'attar-check-'));
const prismLog = join(dir, 'prism.log');
let mock: RunningMockServer;
let proxy: RunningPrism;
let prismMock: RunningPrism;

beforeAll(async () => {
  writeFileSync(prismLog, '');
  mock = await startMockServer({ port: 0, start: '2026-11-20T10:00:00Z' });
  [proxy, prismMock] = await Promise.all([
    // the proxy's log also goes to a file, as `pnpm prism:proxy > prism.log` would write it
    startPrism({
      mode: 'proxy',
      upstream: mock.url,
      port: await freePort(),
      onLine: (line) => appendFileSync(prismLog, `${line}\n`),
    }),
    startPrism({ mode: 'mock', port: await freePort() }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([proxy?.stop(), prismMock?.stop(), mock?.close()]);
});

/** Runs `attar check ...` in-process against Prism proxy (unless the args say otherwise). */
async function check(args: string[], env: Record<string, string> = {}) {
  const io = createBufferIo();
  const deps: CliDeps = {
    createClient: createAttarClient,
    io,
    config: createMemoryConfigStore(),
    clock: { now: () => new Date('2026-11-20T10:00:00Z'), sleep: async () => {} },
    env: { ATTAR_BASE_URL: proxy.url, ...env },
  };
  const code = await runCli(['check', ...args], deps);
  return { code, stdout: io.out(), stderr: io.err() };
}

describe('built-in scenarios through Prism proxy', { timeout: 60_000 }, () => {
  it.each(builtinScenarios.map((s) => [s.name, s] as const))('%s passes with zero contract violations', async (_, scenario) => {
    const result = await runScenario(scenario, {
      createClient: createAttarClient,
      baseUrl: proxy.url,
      control: createMockControl(mock.url),
      violations: () => proxy.violations,
      env: {},
      reset: true,
      settleMs: 10,
    });
    const failed = result.steps
      .filter((s) => s.status !== 'passed')
      .map((s) => `${s.name} (${s.requestId ?? 'no request id'}): ${s.reason}`);
    expect(failed).toEqual([]);
    expect(result.steps.flatMap((s) => s.violations)).toEqual([]);
    expect(result.steps.every((s) => s.requestId?.startsWith('req_') || !s.action)).toBe(true);
  });

  it("left no violation in Prism's log", () => {
    expect(proxy.violations).toEqual([]);
  });
});

describe('attar check (the command)', { timeout: 60_000 }, () => {
  it('runs built-ins and a file through the proxy, watching its log, and writes a JUnit report', async () => {
    const file = join(dir, 'browse.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'browse-file',
        steps: [{ name: 'site', action: 'contentSite', expect: { data: { 'store.currency': 'INR' } } }],
      }),
    );
    const junit = join(dir, 'reports', 'check.xml');
    const result = await check([
      'guest-browse',
      'guest-session-expiry',
      file,
      '--prism-log',
      prismLog,
      '--report',
      'junit',
      junit,
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('guest-session-expiry');
    expect(result.stdout).toMatch(/✓ session-expired\s+guest.getCart\s+req_/);
    expect(result.stdout).toMatch(/✓ 3 passed, 0 failed, 17 steps, 0 contract violations against http:\/\/127\.0\.0\.1:\d+/);

    const xml = readFileSync(junit, 'utf8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toMatch(/<testsuites name="attar check" tests="17" failures="0" errors="0" skipped="0"/);
    expect(xml.match(/<testsuite /g)).toHaveLength(3);
    expect(xml.match(/<testcase /g)).toHaveLength(17);
    expect(xml).toContain('<testcase name="session-expired" classname="attar.check.guest-session-expiry"');
    expect(xml).toContain(`file="${file}"`);
  });

  it('fails a scenario file on its failing step: exit 1, naming the step, the request id and the reason', async () => {
    const file = join(dir, 'coupon.yaml');
    writeFileSync(
      file,
      [
        'name: coupon-file',
        'vars:',
        '  cin: ${env.CHECK_CIN}',
        '  username: ${env.ATTAR_USERNAME:-9876543210}',
        'steps:',
        '  - name: request-otp',
        '    action: authVerifyUsername',
        '    input: { username: "${vars.username}", otpFlag: "Y" }',
        '  - name: sign-in',
        '    action: auth.signInWithOtp',
        '    input: { username: "${vars.username}", otp: "123456" }',
        '    expect: { data: { profile.name: Ananya Rao } }',
        '  - name: empty-cart',
        '    action: cart.clear',
        '    input: { clear: true }',
        '  - name: add',
        '    action: cart.addItem',
        '    input: { cin: "${vars.cin}", quantity: 2 }',
        '    expect:',
        '      data:',
        '        items[0].cin: ${env.CHECK_CIN}',
        '        summary.total: 4998',
        '    save: { checkoutId: data.checkoutId }',
        '  - name: review',
        '    action: cart.review',
        '    input: { checkoutId: "${steps.add.data.checkoutId}", coupon: WELCOME10 }',
        '    expect:',
        '      data:',
        '        coupon.couponCode: WELCOME10',
        '        totals.total: { $lt: 4000 }   # 4,998 less 10% is 4,498.20: this cannot hold',
        '  - name: after',
        '    action: cart.get',
        '',
      ].join('\n'),
    );
    const report = join(dir, 'coupon.json');
    const result = await check([file, '--report', 'json', report], { CHECK_CIN: 'ATR-OUD-100' });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/✓ add\s+cart\.addItem\s+req_/);
    expect(result.stdout).toMatch(
      /FAILED coupon-file › review \(request id req_[0-9a-f]+\): data\.totals\.total: expected a number below 4000, got 4498\.2/,
    );
    expect(result.stderr).toMatch(
      /^error: check failed: coupon-file › review: data\.totals\.total: expected a number below 4000, got 4498\.2 \(check\.failed\)\n\s+request id: (req_[0-9a-f]+)\n/,
    );
    const requestId = /request id: (req_[0-9a-f]+)/.exec(result.stderr)![1];

    const summary = JSON.parse(readFileSync(report, 'utf8'));
    expect(summary.exitCode).toBe(1);
    expect(summary.scenarios[0].steps.map((s: { name: string; status: string }) => `${s.name}:${s.status}`)).toEqual([
      'request-otp:passed',
      'sign-in:passed',
      'empty-cart:passed',
      'add:passed',
      'review:failed',
      'after:skipped',
    ]);
    expect(summary.scenarios[0].steps[4]).toMatchObject({ requestId, kind: 'expectation' });
  });

  it("fails a step whose request breaks the contract: exit 3, with Prism's reason", async () => {
    const file = join(dir, 'too-big-a-page.json');
    writeFileSync(file, JSON.stringify([{ name: 'list', action: 'catalog.list', input: { pageSize: 500 } }]));
    const result = await check([file, '--json']);
    expect(result.code).toBe(3);
    const error = JSON.parse(result.stderr.trim().split('\n').pop()!).error;
    expect(error).toMatchObject({ code: 'check.contractViolation', exitCode: 3 });
    expect(error.message).toMatch(
      /^check failed: too-big-a-page › list \(no request id: the shop did not answer\): contract violation: Prism UNPROCESSABLE_ENTITY \(422\).*pagesize must be <= 48/,
    );
    const summary = JSON.parse(result.stdout);
    expect(summary).toMatchObject({ exitCode: 3, passed: 0, failed: 1 });
    expect(summary.scenarios[0].steps[0]).toMatchObject({
      status: 'failed',
      kind: 'contract',
      violations: [expect.stringContaining('UNPROCESSABLE_ENTITY')],
    });
  });

  it('checks only shapes against prism mock, listing every state-dependent expectation as not checked', async () => {
    const report = join(dir, 'shape-only.json');
    const result = await check(['guest-browse', '--target', prismMock.url, '--shape-only', '--report', 'json', report]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/~ not checked: data\.serviceable, data\.pincode, data\.estimate\.minDays/);
    expect(result.stdout).toMatch(
      /✓ 1 passed, 0 failed, 11 steps, 0 contract violations, \d+ expectations not checked .*\(shape only\)/,
    );
    const steps = JSON.parse(readFileSync(report, 'utf8')).scenarios[0].steps as Array<{
      name: string;
      status: string;
      skipped: Array<{ expectation: string; reason: string }>;
    }>;
    const browse = builtinScenarios.find((s) => s.name === 'guest-browse')!;
    expect(steps.map((s) => s.status)).toEqual(browse.steps.map(() => 'passed'));
    for (const [i, step] of browse.steps.entries()) {
      expect(steps[i]!.skipped.map((s) => s.expectation)).toEqual(
        Object.keys(step.expect?.data ?? {}).map((path) => `data.${path}`),
      );
      expect(
        steps[i]!.skipped.every((s) => s.reason.startsWith("shape-only: Prism mock answers with the contract's examples")),
      ).toBe(true);
    }
  });
});
