/**
 * Scenario files: YAML (`.yaml`, `.yml`) or JSON, either `{ name, description, vars, steps: [...] }` or
 * just the list of steps. Checked before anything is sent: an unknown key, action or operator is a
 * ScenarioFileError naming the file and the place (`steps[2].expect.data`), so a typo fails fast
 * instead of passing a check that never ran.
 */
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { resolveAction } from './engine.ts';
import { unknownOperator } from './matchers.ts';
import { parsePath } from './paths.ts';
import type { Scenario, Step } from './types.ts';

/** A scenario file that cannot be run as written (exit 2). */
export class ScenarioFileError extends Error {}

const STEP_KEYS = ['name', 'action', 'input', 'headers', 'control', 'expect', 'save'];
const TOP_KEYS = ['name', 'description', 'vars', 'steps'];
const EXPECT_KEYS = ['ok', 'error', 'data', 'message'];
const ERROR_KEYS = ['code', 'status', 'httpStatus', 'message'];
const CONTROL_KEYS = ['advanceHours', 'reset', 'flags'];
const NAME = /^[A-Za-z0-9_-]{1,64}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function onlyKeys(value: Record<string, unknown>, allowed: string[], where: string, fail: (m: string) => never): void {
  const extra = Object.keys(value).filter((key) => !allowed.includes(key));
  if (extra.length)
    fail(`${where}: unknown ${extra.length === 1 ? 'key' : 'keys'} ${extra.join(', ')} (allowed: ${allowed.join(', ')})`);
}

function checkPath(path: string, where: string, fail: (m: string) => never): void {
  try {
    parsePath(path);
  } catch (error) {
    fail(`${where}: ${(error as Error).message}`);
  }
}

function checkStep(raw: unknown, index: number, names: Set<string>, fail: (m: string) => never): Step {
  const at = `steps[${index}]`;
  if (!isRecord(raw)) fail(`${at}: a step is an object with name and action`);
  onlyKeys(raw, STEP_KEYS, at, fail);
  const { name, action, input, headers, control, expect, save } = raw;
  if (typeof name !== 'string' || !NAME.test(name))
    fail(`${at}.name: letters, digits, '-' or '_' (it is used in \${steps.<name>...}), got ${JSON.stringify(name)}`);
  if (names.has(name)) fail(`${at}.name: "${name}" is used twice`);
  names.add(name);
  const here = `${at} (${name})`;
  if (action === undefined && control === undefined) fail(`${here}: give an action (an actiontag or module.fn) or a control`);
  if (action !== undefined && (typeof action !== 'string' || !resolveAction(action)))
    fail(
      `${here}.action: no SDK action ${JSON.stringify(action)} (an actiontag like cartAddItem, or module.fn like cart.addItem)`,
    );
  if (input !== undefined && !isRecord(input)) fail(`${here}.input: an object of the action's fields`);
  if (
    headers !== undefined &&
    (!isRecord(headers) || Object.values(headers).some((v) => typeof v !== 'string' && typeof v !== 'number'))
  )
    fail(`${here}.headers: an object of header names and text values`);
  if (control !== undefined) {
    if (!isRecord(control)) fail(`${here}.control: an object like { advanceHours: 144 }`);
    onlyKeys(control, CONTROL_KEYS, `${here}.control`, fail);
    if (control.advanceHours !== undefined && (typeof control.advanceHours !== 'number' || !(control.advanceHours >= 0)))
      fail(`${here}.control.advanceHours: hours, 0 or more`);
    if (control.reset !== undefined && typeof control.reset !== 'boolean') fail(`${here}.control.reset: true or false`);
    if (control.flags !== undefined && typeof control.flags !== 'string')
      fail(`${here}.control.flags: text like "payment=failure"`);
  }
  if (expect !== undefined) {
    if (!isRecord(expect)) fail(`${here}.expect: an object with ok, error, data and/or message`);
    onlyKeys(expect, EXPECT_KEYS, `${here}.expect`, fail);
    if (expect.ok !== undefined && typeof expect.ok !== 'boolean' && !isRecord(expect.ok))
      fail(`${here}.expect.ok: true, false, or the refusal { code, status }`);
    for (const key of ['ok', 'error'] as const) {
      const refusal = expect[key];
      if (isRecord(refusal)) {
        onlyKeys(refusal, ERROR_KEYS, `${here}.expect.${key}`, fail);
        const bad = unknownOperator(refusal);
        if (bad) fail(`${here}.expect.${key}: ${bad}`);
      }
    }
    if (expect.error !== undefined && !isRecord(expect.error)) fail(`${here}.expect.error: the refusal { code, status }`);
    if (expect.error !== undefined && expect.ok === true) fail(`${here}.expect: ok: true and error contradict each other`);
    if (expect.data !== undefined) {
      if (!isRecord(expect.data)) fail(`${here}.expect.data: an object of paths and expected values`);
      for (const [path, matcher] of Object.entries(expect.data)) {
        checkPath(path, `${here}.expect.data`, fail);
        const bad = unknownOperator(matcher);
        if (bad) fail(`${here}.expect.data.${path}: ${bad}`);
      }
    }
  }
  if (save !== undefined) {
    if (!isRecord(save)) fail(`${here}.save: an object of variable names and paths ('data.order.orderId')`);
    for (const [key, path] of Object.entries(save)) {
      if (typeof path !== 'string') fail(`${here}.save.${key}: a path like data.order.orderId`);
      checkPath(path, `${here}.save.${key}`, fail);
    }
  }
  return raw as unknown as Step;
}

/**
 * Checks a parsed scenario (a file's content or a built-in) and returns it as a Scenario.
 * @example toScenario(JSON.parse(text), 'flows/checkout.json')
 */
export function toScenario(value: unknown, source: string, fallbackName = basename(source, extname(source))): Scenario {
  const fail = (message: string): never => {
    throw new ScenarioFileError(`${source}: ${message}`);
  };
  const top = Array.isArray(value) ? { steps: value } : value;
  if (!isRecord(top)) return fail('a scenario is a list of steps, or an object with steps');
  onlyKeys(top, TOP_KEYS, 'scenario', fail);
  if (!Array.isArray(top.steps) || top.steps.length === 0) return fail('steps: a non-empty list of steps');
  if (top.name !== undefined && (typeof top.name !== 'string' || !NAME.test(top.name)))
    return fail(`name: letters, digits, '-' or '_', got ${JSON.stringify(top.name)}`);
  if (top.description !== undefined && typeof top.description !== 'string') return fail('description: text');
  if (top.vars !== undefined && !isRecord(top.vars)) return fail('vars: an object of names and values');
  const names = new Set<string>();
  const steps = top.steps.map((step, index) => checkStep(step, index, names, fail));
  return {
    name: (top.name as string | undefined) ?? fallbackName.replace(/[^A-Za-z0-9_-]/g, '-'),
    ...(typeof top.description === 'string' ? { description: top.description } : {}),
    ...(top.vars ? { vars: top.vars as Record<string, unknown> } : {}),
    steps,
    source,
  };
}

/** Parses a scenario file's text by its extension (YAML is loaded only when a YAML file is given). */
export async function parseScenarioText(text: string, path: string): Promise<unknown> {
  const ext = extname(path).toLowerCase();
  if (ext === '.json') {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ScenarioFileError(`${path}: not valid JSON (${(error as Error).message})`);
    }
  }
  // yaml is CommonJS: bundled, its dynamic import yields the module as `default` (no named exports);
  // run from source, Node also lists `parse` by name. Take it from wherever it is.
  const yaml = (await import('yaml')) as typeof import('yaml') & { default?: typeof import('yaml') };
  const parse = yaml.default?.parse ?? yaml.parse;
  try {
    return parse(text, { prettyErrors: true });
  } catch (error) {
    throw new ScenarioFileError(`${path}: not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
}

/** Reads, parses and checks a scenario file. */
export async function loadScenarioFile(
  path: string,
  read: (path: string) => Promise<string> = (p) => readFile(p, 'utf8'),
): Promise<Scenario> {
  let text: string;
  try {
    text = await read(path);
  } catch (error) {
    throw new ScenarioFileError(`${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return toScenario(await parseScenarioText(text, path), path);
}
