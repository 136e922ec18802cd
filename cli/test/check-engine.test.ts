/**
 * The pieces of `attar check` that need no shop: matchers, references, paths, the scenario file rules,
 * the report words, the JUnit writer, and the usage errors of the command (exit 2, nothing sent).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAttarClient } from '@attar/sdk';
import { builtinScenarios } from '../src/check/builtins/index.ts';
import { runScenario } from '../src/check/engine.ts';
import { interpolate, InterpolationError, type Scope } from '../src/check/interpolate.ts';
import { loadScenarioFile, ScenarioFileError, toScenario } from '../src/check/load.ts';
import { mismatch } from '../src/check/matchers.ts';
import { lookup } from '../src/check/paths.ts';
import { parseReportWords, toJunit } from '../src/check/report.ts';
import { createMemoryConfigStore } from '../src/config.ts';
import type { CliDeps } from '../src/context.ts';
import { createBufferIo } from '../src/output/io.ts';
import { runCli } from '../src/program.ts';

const scope = (over: Partial<Scope> = {}): Scope => ({
  steps: {
    add: {
      data: {
        checkoutId: 'CK7Q2M9X4B1Z',
        items: [{ cin: 'ATR-OUD-100', quantity: 2, unitPrice: 2499, name: 'Oud Noir' }],
        summary: { total: 4998 },
      },
    },
  },
  vars: { orderId: 'OD00000000001' },
  env: { ATTAR_USERNAME: '9876543210' },
  run: { id: 'abc123def456', scenario: 'unit' },
  ...over,
});

describe('matchers', () => {
  it.each([
    [4498.2, { $lt: 5000 }],
    ['FAILED', { $ne: 'SUCCESS' }],
    ['upi://pay?pa=attarhouse@icici', { $match: '^upi://pay\\?' }],
    [[{ orderId: 'OD1', status: 'PLACED' }], { $contains: { orderId: 'OD1' } }],
    [['oud', 'oud noir'], { $contains: 'oud' }],
    [[1, 2, 3], { $length: { $gte: 3 } }],
    [undefined, { $exists: false }],
    [null, { $type: 'null' }],
    ['PAYU', { $oneOf: ['RAZORPAY', 'PAYU'] }],
    [{ a: 1, b: { c: 2, d: 3 } }, { b: { c: 2 } }],
  ])('%j matches %j', (actual, expected) => {
    expect(mismatch(actual, expected)).toBeUndefined();
  });

  it('says what was expected and what came', () => {
    expect(mismatch('FAILED', 'SUCCESS', 'data.status')).toBe('data.status: expected "SUCCESS", got "FAILED"');
    expect(mismatch(4998, { $lt: 4000 }, 'data.total')).toBe('data.total: expected a number below 4000, got 4998');
    expect(mismatch([], { $contains: { orderId: 'OD1' } }, 'data.items')).toMatch(/a list with an item matching/);
    expect(mismatch({ b: { c: 1 } }, { b: { c: 2 } })).toBe('b.c: expected 2, got 1');
  });
});

describe('references', () => {
  it('keeps the type of a whole reference and joins references inside text', () => {
    expect(interpolate('${steps.add.data.summary.total}', scope())).toBe(4998);
    expect(interpolate('order ${vars.orderId} for ${env.ATTAR_USERNAME}', scope())).toBe('order OD00000000001 for 9876543210');
    expect(interpolate({ key: 'check-${run.id}', items: ['${steps.add.data.items[0].cin}'] }, scope())).toEqual({
      key: 'check-abc123def456',
      items: ['ATR-OUD-100'],
    });
    expect(interpolate('${env.ATTAR_OTP:-123456}', scope())).toBe('123456');
    expect(interpolate('$${vars.orderId}', scope())).toBe('${vars.orderId}');
  });

  it('picks fields of each line ($pick)', () => {
    expect(interpolate({ $pick: ['cin', 'quantity', 'unitPrice', 'offer'], from: '${steps.add.data.items}' }, scope())).toEqual([
      { cin: 'ATR-OUD-100', quantity: 2, unitPrice: 2499 },
    ]);
  });

  it('fails on an unknown reference, naming it and what is known', () => {
    expect(() => interpolate('${steps.place.data.order.orderId}', scope())).toThrow(InterpolationError);
    expect(() => interpolate('${steps.place.data.order.orderId}', scope())).toThrow(/nothing at steps.place .*steps so far: add/);
    expect(() => interpolate('${env.NOPE}', scope())).toThrow(/the environment has no NOPE/);
    expect(() => interpolate('${order.id}', scope())).toThrow(/starts with steps., vars., env. or run./);
  });

  it('reads paths with brackets, dots, negative indexes and length', () => {
    const data = { items: [{ cin: 'A' }, { cin: 'B' }] };
    expect(lookup(data, 'items[1].cin')).toEqual({ found: true, value: 'B' });
    expect(lookup(data, 'items.0.cin')).toEqual({ found: true, value: 'A' });
    expect(lookup(data, 'items[-1].cin')).toEqual({ found: true, value: 'B' });
    expect(lookup(data, 'items.length')).toEqual({ found: true, value: 2 });
    expect(lookup(data, 'items[5].cin')).toEqual({ found: false, at: 'items[5]' });
  });
});

describe('scenario files', () => {
  it('accept every built-in scenario (the built-ins are written in the file format)', () => {
    for (const scenario of builtinScenarios)
      expect(toScenario(JSON.parse(JSON.stringify(scenario)), 'built-in').steps.length).toBe(scenario.steps.length);
    expect(builtinScenarios.map((s) => s.name)).toEqual([
      'guest-browse',
      'checkout-upi',
      'card-failure-retry',
      'invalid-coupon',
      'unserviceable-pincode',
      'cancel-unpaid-order',
      'return-after-delivery',
      'guest-session-expiry',
    ]);
  });

  it.each([
    [{ steps: [{ name: 'a', action: 'cart.addItem', expects: {} }] }, /steps\[0\]: unknown key expects/],
    [{ steps: [{ name: 'a', action: 'cart.addToCart' }] }, /steps\[0\] \(a\)\.action: no SDK action "cart.addToCart"/],
    [
      {
        steps: [
          { name: 'a', action: 'cartGet' },
          { name: 'a', action: 'cartGet' },
        ],
      },
      /"a" is used twice/,
    ],
    [{ steps: [{ name: 'a', action: 'cartGet', expect: { data: { total: { $ge: 1 } } } }] }, /unknown operator \$ge/],
    [{ steps: [{ name: 'a', action: 'cartGet', expect: { ok: { code: 'x', reason: 'y' } } }] }, /expect.ok: unknown key reason/],
    [{ steps: [{ name: 'a', control: { advanceDays: 1 } }] }, /control: unknown key advanceDays/],
    [{ steps: [{ name: 'a', action: 'cartGet', save: { id: 'data..x' } }] }, /save.id: malformed path/],
    [{ steps: [] }, /steps: a non-empty list/],
  ])('refuse a mistake before anything is sent: %j', (content, message) => {
    expect(() => toScenario(content, 'flow.json')).toThrow(ScenarioFileError);
    expect(() => toScenario(content, 'flow.json')).toThrow(message);
  });

  it('take a bare list of steps in YAML, named after the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'attar-check-'));
    const file = join(dir, 'browse-only.yml');
    writeFileSync(file, '- name: site\n  action: contentSite\n  expect:\n    data:\n      store.currency: INR\n');
    const scenario = await loadScenarioFile(file);
    expect(scenario).toMatchObject({ name: 'browse-only', source: file, steps: [{ name: 'site', action: 'contentSite' }] });
    writeFileSync(join(dir, 'broken.yaml'), 'steps: [ { name: a');
    await expect(loadScenarioFile(join(dir, 'broken.yaml'))).rejects.toThrow(/not valid YAML/);
  });
});

describe('reports', () => {
  it('pairs --report words and leaves scenario names alone', () => {
    expect(parseReportWords(['junit', 'out/check.xml', 'guest-browse', 'json', 'out/check.json'])).toEqual({
      reports: [
        { format: 'junit', file: 'out/check.xml' },
        { format: 'json', file: 'out/check.json' },
      ],
      rest: ['guest-browse'],
    });
    expect(parseReportWords(['junit=a.xml']).reports).toEqual([{ format: 'junit', file: 'a.xml' }]);
  });

  it('writes one testcase per step, escaping what XML cannot hold', () => {
    const xml = toJunit({
      target: 'http://shop.test',
      shapeOnly: false,
      startedAt: '2026-11-20T10:00:00.000Z',
      durationMs: 20,
      passed: 0,
      failed: 1,
      scenarios: [
        {
          name: 'x',
          source: 'built-in',
          status: 'failed',
          durationMs: 20,
          steps: [
            { name: 'a', action: 'cartGet', status: 'passed', durationMs: 5, requestId: 'req_1', skipped: [], violations: [] },
            {
              name: 'b',
              action: 'cartGet',
              status: 'failed',
              kind: 'expectation',
              reason: 'expected "<ok>" & more',
              durationMs: 5,
              requestId: 'req_2',
              skipped: [],
              violations: [],
            },
            {
              name: 'c',
              action: 'cartGet',
              status: 'skipped',
              reason: 'not run: step b failed',
              durationMs: 0,
              skipped: [],
              violations: [],
            },
          ],
        },
      ],
    });
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain('<failure message="expected &quot;&lt;ok&gt;&quot; &amp; more (request id req_2)" type="expectation">');
    expect(xml).toContain('<skipped message="not run: step b failed"/>');
    expect(xml).toContain('tests="3" failures="1" errors="0" skipped="1"');
  });
});

describe('the engine without a shop', () => {
  it('fails a control step when no mock control is known, naming the flag', async () => {
    const result = await runScenario(
      {
        name: 'clock',
        steps: [
          { name: 'later', control: { advanceHours: 1 } },
          { name: 'after', action: 'contentSite' },
        ],
      },
      { createClient: createAttarClient, baseUrl: 'http://127.0.0.1:9', env: {} },
    );
    expect(result.status).toBe('failed');
    expect(result.steps[0]).toMatchObject({ status: 'failed', kind: 'error', reason: expect.stringContaining('--mock-control') });
    expect(result.steps[1]).toMatchObject({ status: 'skipped', reason: 'not run: step later failed' });
  });

  it('fails a step that cannot reach the shop with the cause', async () => {
    const result = await runScenario(
      { name: 'down', steps: [{ name: 'site', action: 'content.site' }] },
      { createClient: createAttarClient, baseUrl: 'http://127.0.0.1:9', env: {} },
    );
    expect(result.steps[0]).toMatchObject({
      status: 'failed',
      kind: 'error',
      reason: expect.stringMatching(/contentSite failed before a reply: Could not reach the shop/),
    });
  });
});

describe('attar check usage errors (exit 2, nothing sent)', () => {
  const run = async (args: string[]) => {
    const io = createBufferIo();
    const deps: CliDeps = {
      createClient: () => {
        throw new Error('no call expected');
      },
      io,
      config: createMemoryConfigStore(),
      clock: { now: () => new Date('2026-11-20T10:00:00Z'), sleep: async () => {} },
      env: { ATTAR_BASE_URL: 'http://127.0.0.1:9' },
    };
    const code = await runCli(args, deps);
    return { code, stdout: io.out(), stderr: io.err() };
  };

  it('lists the built-in scenarios', async () => {
    const listed = await run(['check', '--list', '--json']);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toHaveLength(8);
  });

  it.each([
    [['check'], /Name the scenarios to run, or pass --all/],
    [['check', 'nope'], /No built-in scenario "nope"/],
    [['check', 'missing.yaml'], /missing.yaml: cannot read it \(ENOENT\)/],
    [['check', 'guest-browse', '--report', 'xml'], /--report takes a format and a file/],
    [['check', 'guest-browse', '--prism-log', '/no/such/prism.log'], /--prism-log \/no\/such\/prism.log: cannot read it/],
  ])('attar %j', async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
