/**
 * Runs scenarios step by step on a fresh SDK client per scenario (its own session: a sign-in step
 * signs the later steps in). Every step asserts: the call's outcome (success, or the refusal it
 * expects), the reply's contract (the SDK checks each reply against its schema, and Prism's
 * violations logged during the step fail it), and its `data` expectations. The first failed step
 * ends its scenario; the steps after it are reported as skipped.
 */
import { actions, createMemorySession, type ActionName, type AttarError } from '@attar/sdk';
import { ControlError } from './control.ts';
import { interpolate, InterpolationError, type Scope } from './interpolate.ts';
import { mismatch } from './matchers.ts';
import { lookup } from './paths.ts';
import {
  SHAPE_ONLY,
  type CheckDeps,
  type ExpectedError,
  type FailureKind,
  type RunSummary,
  type Scenario,
  type ScenarioResult,
  type SkippedExpectation,
  type Step,
  type StepResult,
} from './types.ts';

/** A step that failed: why, and which kind of failure (the exit code). */
class StepFailure extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
  ) {
    super(message);
  }
}

/** `cart.addItem` or `cartAddItem` -> the actiontag, or undefined. */
export function resolveAction(name: string): ActionName | undefined {
  if (name in actions) return name as ActionName;
  const [module, fn] = name.split('.');
  return (Object.keys(actions) as ActionName[]).find((tag) => actions[tag].module === module && actions[tag].fn === fn);
}

/** What a later step can refer to as `${steps.<name>...}`, and what `save` paths start from. */
function stepRecord(
  data: unknown,
  error: AttarError | undefined,
  meta: { requestId?: string | undefined; httpStatus?: number; status?: number; message?: string } | undefined,
) {
  const api = error as (AttarError & { status?: number; httpStatus?: number; requestId?: string }) | undefined;
  return {
    ok: !error,
    data,
    ...(api
      ? {
          error: {
            code: api.code,
            status: api.status,
            httpStatus: api.httpStatus,
            message: api.message,
            requestId: api.requestId,
          },
        }
      : {}),
    requestId: meta?.requestId ?? api?.requestId,
    status: meta?.status ?? api?.status,
    httpStatus: meta?.httpStatus ?? api?.httpStatus,
    message: meta?.message ?? api?.message,
  };
}

const expectedFailure = (step: Step): ExpectedError | undefined => {
  const expect = step.expect ?? {};
  if (expect.error) return expect.error;
  if (expect.ok !== undefined && typeof expect.ok === 'object') return expect.ok;
  if (expect.ok === false) return {};
  return undefined;
};

const describeError = (error: ExpectedError) =>
  Object.entries(error)
    .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
    .join(', ');

/** Checks a step's reply against its expectations; throws StepFailure, returns the expectations it skipped. */
function assertReply(
  step: Step,
  tag: ActionName,
  result: { data?: unknown; error?: AttarError; meta?: { message: string } },
  scope: Scope,
  shapeOnly: boolean,
): SkippedExpectation[] {
  const skipped: SkippedExpectation[] = [];
  const { error } = result;
  if (error && error.kind === 'bad-response') throw new StepFailure(`contract violation: ${error.message}`, 'contract');
  if (error && error.kind !== 'api' && error.kind !== 'guard')
    throw new StepFailure(`${tag} failed before a reply: ${error.message}`, 'error');
  const wanted = expectedFailure(step);
  const expect = step.expect ?? {};
  if (shapeOnly) {
    if (wanted)
      skipped.push({
        expectation: `refusal${Object.keys(wanted).length ? ` (${describeError(wanted)})` : ''}`,
        reason: SHAPE_ONLY,
      });
    for (const path of Object.keys(expect.data ?? {})) skipped.push({ expectation: `data.${path}`, reason: SHAPE_ONLY });
    if (expect.message !== undefined) skipped.push({ expectation: 'message', reason: SHAPE_ONLY });
    if (error && !wanted) throw refusal(tag, error);
    return skipped;
  }
  if (wanted) {
    if (!error)
      throw new StepFailure(
        `expected a refusal${Object.keys(wanted).length ? ` (${describeError(wanted)})` : ''}, but ${tag} succeeded`,
        'expectation',
      );
    const actual = error as AttarError & { status?: number; httpStatus?: number };
    const checks = interpolate(wanted, scope) as ExpectedError;
    for (const key of ['code', 'status', 'httpStatus', 'message'] as const) {
      if (checks[key] === undefined) continue;
      const problem = mismatch(actual[key], checks[key], `error.${key}`);
      if (problem) throw new StepFailure(`${problem} (${error.message})`, 'expectation');
    }
  } else if (error) {
    throw refusal(tag, error);
  }
  if (expect.message !== undefined) {
    const problem = mismatch(error ? error.message : result.meta?.message, interpolate(expect.message, scope), 'message');
    if (problem) throw new StepFailure(problem, 'expectation');
  }
  for (const [path, expected] of Object.entries(expect.data ?? {})) {
    if (error) throw new StepFailure(`data.${path}: the call was refused, there is no data`, 'expectation');
    const found = lookup(result.data, path);
    const problem = mismatch(found.found ? found.value : undefined, interpolate(expected, scope), `data.${path}`);
    if (problem) throw new StepFailure(problem, 'expectation');
  }
  return skipped;
}

const refusal = (tag: string, error: AttarError) => {
  const api = error as AttarError & { status?: number };
  return new StepFailure(
    `${tag} was refused: ${error.code}${api.status ? ` (${api.status})` : ''}: ${error.message}`,
    'expectation',
  );
};

/** Runs one scenario to its result. */
export async function runScenario(scenario: Scenario, deps: CheckDeps): Promise<ScenarioResult> {
  const started = Date.now();
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const settleMs = deps.settleMs ?? (deps.violations ? 40 : 0);
  const send = deps.fetch ?? ((request: Request) => globalThis.fetch(request));
  const prismProblems: string[] = [];
  const client = deps.createClient({
    baseUrl: deps.baseUrl,
    session: createMemorySession(),
    validateReplies: deps.validate ?? true,
    ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
    fetch: async (request) => {
      // Prism mock picks the example named after the action for operations that several actions share
      const tag = request.headers.get('actiontag');
      if (deps.shapeOnly && tag && !request.headers.has('prefer')) request.headers.set('prefer', `example=${tag}`);
      const response = await send(request);
      const problem = await prismProblem(response);
      if (problem) prismProblems.push(problem);
      return response;
    },
  });
  const scope: Scope = {
    steps: {},
    vars: {},
    env: deps.env,
    run: { id: (deps.randomId ?? randomId)(), scenario: scenario.name },
  };
  let setupFailure: string | undefined;
  try {
    scope.vars = interpolate(scenario.vars ?? {}, scope) as Record<string, unknown>;
  } catch (error) {
    setupFailure = `vars: ${(error as Error).message}`;
  }
  const results: StepResult[] = [];
  let failed: string | undefined;

  if (deps.reset && deps.control && !deps.shapeOnly && !setupFailure) {
    try {
      await deps.control.reset();
    } catch (error) {
      setupFailure = `reset: ${(error as Error).message}`;
    }
  }

  for (const step of scenario.steps) {
    if (failed !== undefined) {
      results.push({
        name: step.name,
        ...(step.action ? { action: step.action } : {}),
        status: 'skipped',
        durationMs: 0,
        reason: `not run: step ${failed} failed`,
        skipped: [],
        violations: [],
      });
      continue;
    }
    const stepStarted = Date.now();
    const before = deps.violations?.().length ?? 0;
    const problemsBefore = prismProblems.length;
    const result: StepResult = {
      name: step.name,
      ...(step.action ? { action: step.action } : {}),
      status: 'passed',
      durationMs: 0,
      skipped: [],
      violations: [],
    };
    try {
      if (setupFailure) throw new StepFailure(setupFailure, 'error');
      await runControl(step, deps, result);
      if (step.action) await runAction(step, client, scope, deps, result);
      else if (result.status !== 'skipped') scope.steps[step.name] = { ok: true };
    } catch (thrown) {
      result.status = 'failed';
      result.kind = thrown instanceof StepFailure ? thrown.kind : 'error';
      result.reason = thrown instanceof Error ? thrown.message : String(thrown);
    }
    if (settleMs > 0 && step.action) await sleep(settleMs);
    const answered = prismProblems.slice(problemsBefore);
    const violations = [...answered, ...(deps.violations?.().slice(before) ?? [])];
    if (violations.length) failWithViolations(result, violations, answered.length > 0);
    result.durationMs = Date.now() - stepStarted;
    results.push(result);
    deps.onStep?.({ scenario: scenario.name, step: result });
    if (result.status === 'failed') failed = step.name;
  }
  return {
    name: scenario.name,
    ...(scenario.description ? { description: scenario.description } : {}),
    source: scenario.source ?? 'built-in',
    status: results.some((r) => r.status === 'failed') ? 'failed' : 'passed',
    durationMs: Date.now() - started,
    steps: results,
  };
}

/** Fails a step with the violations seen during it (exit 3); an expectation failure that Prism's own answer caused is folded in. */
function failWithViolations(result: StepResult, violations: readonly string[], prismAnswered: boolean): void {
  result.violations = [...violations];
  const first = violations[0]!.replace(/^.*?(\[[A-Z ]+\])/, '$1');
  const more = violations.length > 1 ? ` (${violations.length} violation lines in all)` : '';
  const earlier = result.status === 'failed' && !prismAnswered ? `; also: ${result.reason}` : '';
  result.status = 'failed';
  result.kind = 'contract';
  result.reason = `contract violation: ${first}${more}${earlier}`;
}

async function runControl(step: Step, deps: CheckDeps, result: StepResult): Promise<void> {
  const control = step.control;
  if (!control) return;
  const what = [
    control.reset ? 'reset' : '',
    control.flags ? `flags ${control.flags}` : '',
    control.advanceHours !== undefined ? `advance ${control.advanceHours} h` : '',
  ]
    .filter(Boolean)
    .join(', ');
  if (deps.shapeOnly) {
    const reason = 'shape-only: there is no mock shop behind Prism mock to drive';
    if (step.action) result.skipped.push({ expectation: `mock control (${what})`, reason });
    else {
      result.status = 'skipped';
      result.reason = `mock control (${what}): ${reason}`;
    }
    return;
  }
  if (!deps.control) {
    throw new StepFailure(
      `this step drives the mock shop (${what}), but no control URL is known for ${deps.baseUrl}: pass --mock-control URL (the mock behind Prism)`,
      'error',
    );
  }
  try {
    if (control.reset) await deps.control.reset();
    if (control.flags) await deps.control.flags(control.flags);
    if (control.advanceHours !== undefined) await deps.control.advance(control.advanceHours);
  } catch (error) {
    throw new StepFailure(error instanceof ControlError ? error.message : String(error), 'error');
  }
}

async function runAction(
  step: Step,
  client: ReturnType<CheckDeps['createClient']>,
  scope: Scope,
  deps: CheckDeps,
  result: StepResult,
): Promise<void> {
  const tag = resolveAction(step.action!);
  if (!tag) throw new StepFailure(`unknown action ${step.action}`, 'error');
  let input: unknown;
  let headers: Record<string, string> | undefined;
  try {
    input = interpolate(step.input ?? {}, scope);
    headers = step.headers
      ? Object.fromEntries(
          Object.entries(interpolate(step.headers, scope) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        )
      : undefined;
  } catch (error) {
    if (error instanceof InterpolationError) throw new StepFailure(error.message, 'error');
    throw error;
  }
  const reply = (await client.call(tag, input as never, headers ? { headers } : {})) as {
    data?: unknown;
    error?: AttarError;
    meta?: { requestId?: string; httpStatus: number; status: number; message: string };
  };
  const record = stepRecord(reply.data, reply.error, reply.meta);
  scope.steps[step.name] = record;
  if (record.requestId) result.requestId = record.requestId;
  if (record.httpStatus !== undefined) result.httpStatus = record.httpStatus;
  try {
    result.skipped.push(...assertReply(step, tag, reply, scope, deps.shapeOnly === true));
  } catch (error) {
    if (error instanceof InterpolationError) throw new StepFailure(error.message, 'error');
    throw error;
  }
  for (const [name, path] of Object.entries(step.save ?? {})) {
    const found = lookup(record, path);
    if (!found.found || found.value === undefined)
      throw new StepFailure(`save ${name}: nothing at ${path} of the reply`, 'expectation');
    scope.vars[name] = found.value;
  }
}

/**
 * Prism's own answer instead of the shop's (`--errors`): a request or reply that breaks the contract
 * comes back as an RFC 7807 problem from Prism, which the SDK would otherwise read as a refusal.
 */
async function prismProblem(response: Response): Promise<string | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('problem+json')) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as
    | {
        type?: unknown;
        title?: unknown;
        status?: unknown;
        detail?: unknown;
        validation?: Array<{ location?: string[]; message?: string }>;
      }
    | undefined;
  if (typeof body?.type !== 'string' || !body.type.includes('stoplight.io/prism/errors')) return undefined;
  const kind = body.type.split('#')[1] ?? body.type;
  const issues = (body.validation ?? []).slice(0, 3).map((v) => `${(v.location ?? []).join('.')}: ${v.message ?? ''}`);
  return `Prism ${kind} (${String(body.status ?? response.status)}): ${String(body.title ?? '')}${issues.length ? ` - ${issues.join('; ')}` : ''}`;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomId = () => Array.from({ length: 12 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');

/**
 * Runs scenarios one after another (they share the shop) into a summary.
 * @example const summary = await runScenarios([guestBrowse], { createClient: createAttarClient, baseUrl, env: process.env });
 */
export async function runScenarios(scenarios: readonly Scenario[], deps: CheckDeps): Promise<RunSummary> {
  const started = deps.now?.() ?? new Date();
  const t0 = Date.now();
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) results.push(await runScenario(scenario, deps));
  const passed = results.filter((r) => r.status === 'passed').length;
  return {
    target: deps.baseUrl,
    shapeOnly: deps.shapeOnly === true,
    startedAt: started.toISOString(),
    durationMs: Date.now() - t0,
    scenarios: results,
    passed,
    failed: results.length - passed,
  };
}
