/**
 * The scenario format of `attar check`, shared by the built-in scenarios and scenario files (YAML or
 * JSON): a list of steps, each one SDK action with its input, what to expect of the reply, and what to
 * keep for later steps. Values may refer to earlier steps (`${steps.add.data.checkoutId}`), saved
 * variables (`${vars.orderId}`) and the environment (`${env.ATTAR_USERNAME:-9876543210}`).
 */
import type { AttarClient, AttarClientOptions } from '@attar/sdk';

/**
 * What a reply must look like at a path: a plain value (equal; an object is matched as a subset), or
 * one operator object: `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$match` (a regular expression),
 * `$contains` (a substring, or an array element matching a value), `$length`, `$exists`, `$type`,
 * `$oneOf`.
 */
export type Matcher = unknown;

/** A refusal the step expects: the shop's `code` and envelope `status` (each a value or a matcher). */
export interface ExpectedError {
  code?: Matcher;
  status?: Matcher;
  httpStatus?: Matcher;
  message?: Matcher;
}

export interface StepExpectation {
  /** `true` (the default): the call succeeds; `false` or `{ code, status }`: the shop refuses it. */
  ok?: boolean | ExpectedError;
  /** Another spelling of `ok: { code, status }`. */
  error?: ExpectedError;
  /** Paths into the reply's `data` (`items[0].cin`, `summary.total`) and what they must be. */
  data?: Record<string, Matcher>;
  /** The reply's message (success or refusal). */
  message?: Matcher;
}

/** Moves the mock shop before the step's call (`/_mock/*`, outside the contract). */
export interface StepControl {
  /** Advances the mock's clock (deliveries, expiries). */
  advanceHours?: number;
  /** Resets the mock shop to its seed. */
  reset?: boolean;
  /** Sets server-wide scenario flags (`payment=failure`). */
  flags?: string;
}

export interface Step {
  /** Unique in the scenario: reports name it, later steps refer to it (`${steps.<name>...}`). */
  name: string;
  /** An SDK action by actiontag (`cartAddItem`) or `module.fn` (`cart.addItem`); optional for a control-only step. */
  action?: string;
  /**
   * The action's input: body fields, query and path parameters, flat, as the SDK takes them. A file of a
   * multipart body is `{ $file: 'receipt.jpg', type: 'image/jpeg', bytes: 512 }` (a stand-in of zeros).
   */
  input?: Record<string, unknown>;
  /** Extra headers for this call (`x-attar-scenario: payment=failure`). */
  headers?: Record<string, string>;
  control?: StepControl;
  expect?: StepExpectation;
  /** Variables to keep: `{ orderId: 'data.order.orderId' }`, a path into the step's result. */
  save?: Record<string, string>;
}

export interface Scenario {
  name: string;
  description?: string;
  /** Variables available as `${vars.x}`, before any `save`. */
  vars?: Record<string, unknown>;
  steps: Step[];
  /** Where it came from: `built-in`, or the file's path. */
  source?: string;
}

/** Why `--shape-only` leaves state-dependent expectations unchecked. */
export const SHAPE_ONLY = "shape-only: Prism mock answers with the contract's examples, so the shop's state does not hold";

// ---- results ---------------------------------------------------------------------------------------

/** Why a step failed, which decides the exit code: `contract` is 3, the others 1. */
export type FailureKind = 'expectation' | 'contract' | 'error';

export interface SkippedExpectation {
  /** `data.items[0].cin`, `refusal (code "coupon.expired")`, `mock control (advance 144 h)`. */
  expectation: string;
  reason: string;
}

export interface StepResult {
  name: string;
  action?: string;
  status: 'passed' | 'failed' | 'skipped';
  durationMs: number;
  requestId?: string;
  httpStatus?: number;
  /** For a failed or skipped step: why. */
  reason?: string;
  kind?: FailureKind;
  /** Expectations not checked, each with its reason (`--shape-only`: state does not hold). */
  skipped: SkippedExpectation[];
  /** Contract violations Prism logged during the step. */
  violations: string[];
}

export interface ScenarioResult {
  name: string;
  description?: string;
  source: string;
  status: 'passed' | 'failed';
  durationMs: number;
  steps: StepResult[];
}

export interface RunSummary {
  target: string;
  shapeOnly: boolean;
  startedAt: string;
  durationMs: number;
  scenarios: ScenarioResult[];
  passed: number;
  failed: number;
}

// ---- what the engine runs with ---------------------------------------------------------------------

/** The mock shop's control routes (`/_mock/reset`, `/_mock/advance`, `/_mock/flags`). */
export interface MockControl {
  readonly baseUrl: string;
  reset(): Promise<void>;
  advance(hours: number): Promise<void>;
  flags(text: string): Promise<void>;
}

export interface StepEvent {
  scenario: string;
  step: StepResult;
}

/** Everything from outside, injected so tests run the engine in-process. */
export interface CheckDeps {
  createClient: (options: AttarClientOptions) => AttarClient;
  /** The shop the steps talk to: the mock, Prism proxy, or Prism mock. */
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
  /** The mock behind the target; without it, control steps fail (skipped with `shapeOnly`). */
  control?: MockControl;
  /** Every contract violation logged so far (Prism's); new lines during a step fail it with exit 3. */
  violations?: () => readonly string[];
  env: Record<string, string | undefined>;
  /** `--shape-only`: only check that each reply fits the contract (Prism mock, where state cannot hold). */
  shapeOnly?: boolean;
  /** Check every reply against its schema in the SDK too (default true). */
  validate?: boolean;
  /** Reset the mock before each scenario. */
  reset?: boolean;
  timeoutMs?: number;
  /** How long to wait after a step for Prism's log lines to arrive (ms; default 40 with a violations source). */
  settleMs?: number;
  /** Waits (injected so tests need not). */
  sleep?: (ms: number) => Promise<void>;
  /** Fresh ids for `${run.id}` (idempotency keys). */
  randomId?: () => string;
  now?: () => Date;
  /** Called after every step (progress on the terminal). */
  onStep?: (event: StepEvent) => void;
}
