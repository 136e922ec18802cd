/**
 * What `attar check` does once its arguments are parsed: pick the scenarios (built-in names, files,
 * `--all`), find the mock's control routes and the violations source, run the engine, print, write
 * the reports, and turn the outcome into the exit code (0 all passed, 1 a step failed, 3 a step broke
 * the contract, 2 a bad scenario file or flag).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, extname } from 'node:path';
import { SHAPE_ONLY, type CheckDeps, type MockControl, type RunSummary, type Scenario } from '../../check/types.ts';
import { targetUrl, TARGETS } from '../../config.ts';
import type { CommandContext } from '../../context.ts';
import { CliError, ExitCode, usageError } from '../../errors.ts';
import { createStepPrinter, printList, printSummary } from './print.ts';

export interface CheckOptions {
  all?: boolean;
  list?: boolean;
  report?: string[];
  shapeOnly?: boolean;
  mockControl?: string;
  prismLog?: string;
  reset?: boolean;
  var?: Array<{ name: string; value: string }>;
  stepTimeout?: number;
  json?: boolean;
}

const SCENARIO_FILE = /\.(ya?ml|json)$/i;

type Engine = typeof import('../../check/index.ts');

/** The scenarios named on the command line, in order, each once. */
async function pickScenarios(
  { builtinScenario, builtinScenarios, loadScenarioFile, ScenarioFileError }: Engine,
  names: readonly string[],
  all: boolean,
): Promise<Scenario[]> {
  const picked: Scenario[] = all ? [...builtinScenarios] : [];
  for (const name of names) {
    const builtin = builtinScenario(name);
    if (builtin) {
      if (!picked.includes(builtin)) picked.push(builtin);
      continue;
    }
    if (!SCENARIO_FILE.test(name) && extname(name) === '') {
      throw usageError(
        `No built-in scenario "${name}". Built-ins: ${builtinScenarios.map((s) => s.name).join(', ')}; a scenario file ends in .yaml, .yml or .json.`,
        'usage.unknownScenario',
      );
    }
    try {
      picked.push(await loadScenarioFile(name));
    } catch (error) {
      if (error instanceof ScenarioFileError) throw usageError(error.message, 'usage.badScenario');
      throw error;
    }
  }
  return picked;
}

/** The mock's control routes: `--mock-control`, the default upstream of `--target prism`, or the target when it is a mock shop. */
async function findControl(
  { createMockControl, isMockShop }: Engine,
  ctx: CommandContext,
  o: CheckOptions,
  needed: boolean,
): Promise<MockControl | undefined> {
  const send = ctx.deps.fetch;
  if (o.mockControl) return createMockControl(targetUrl(o.mockControl), send);
  if (o.shapeOnly || !needed) return undefined;
  const { baseUrl, baseUrlFrom } = ctx.settings;
  // `attar-mock --prism` (`pnpm prism:proxy`) puts the mock shop on :4010 behind Prism on :4012
  if (baseUrlFrom === 'target' && baseUrl === TARGETS.prism) return createMockControl(TARGETS.mock, send);
  return (await isMockShop(baseUrl, send)) ? createMockControl(baseUrl, send) : undefined;
}

function violationsSource({ tailViolations }: Engine, path: string | undefined): CheckDeps['violations'] {
  if (!path) return undefined;
  try {
    return tailViolations(path);
  } catch (error) {
    throw usageError(
      `--prism-log ${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
      'usage.badFile',
      'Keep the log of the shop and its Prism proxy in a file: npx attar-mock --prism > prism.log (in the attar repository, pnpm prism:proxy > prism.log).',
    );
  }
}

const exitCodeOf = (summary: RunSummary) => {
  const failed = summary.scenarios.flatMap((s) => s.steps).filter((s) => s.status === 'failed');
  if (failed.length === 0) return ExitCode.ok;
  return failed.some((s) => s.kind === 'contract') ? ExitCode.contract : ExitCode.failed;
};

async function writeReports(
  { toJunit, toJson }: Engine,
  reports: Array<{ format: 'junit' | 'json'; file: string }>,
  summary: RunSummary,
  exitCode: number,
): Promise<void> {
  for (const { format, file } of reports) {
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, format === 'junit' ? toJunit(summary) : toJson(summary, exitCode));
    } catch (error) {
      throw new CliError(
        `Could not write the ${format} report ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
        { code: 'check.reportFailed' },
      );
    }
  }
}

export async function runCheck(ctx: CommandContext, o: CheckOptions, args: string[]): Promise<void> {
  // the engine, its scenarios and the YAML parser load only now: `attar --help` never parses them
  const engine: Engine = await import('../../check/index.ts');
  const { builtinScenarios, parseReportWords, runScenarios } = engine;
  if (o.list) {
    const rows = builtinScenarios.map((s) => ({ name: s.name, steps: s.steps.length, description: s.description }));
    ctx.out.result(rows, () => printList(ctx.out, builtinScenarios));
    return;
  }
  const { reports, rest } = parseReportWords(o.report ?? []);
  if (o.report && reports.length === 0)
    throw usageError('--report takes a format and a file: --report junit FILE or --report json FILE.', 'usage.badReport');
  const names = [...args, ...rest];
  if (!o.all && names.length === 0)
    throw usageError('Name the scenarios to run, or pass --all.', 'usage.missingValue', 'See them with `attar check --list`.');
  const overrides = Object.fromEntries((o.var ?? []).map(({ name, value }) => [name, value]));
  const scenarios = (await pickScenarios(engine, names, o.all === true)).map((s) =>
    o.var?.length ? { ...s, vars: { ...s.vars, ...overrides } } : s,
  );
  const needsControl = o.reset === true || scenarios.some((s) => s.steps.some((step) => step.control));
  const control = await findControl(engine, ctx, o, needsControl);
  if (o.reset && !control && !o.shapeOnly)
    throw usageError(
      `--reset needs the mock shop's control routes, and ${ctx.settings.baseUrl} has none.`,
      'usage.noControl',
      'Pass --mock-control URL (the mock behind Prism).',
    );
  const violations = violationsSource(engine, o.prismLog);

  const deps: CheckDeps = {
    createClient: ctx.deps.createClient,
    baseUrl: ctx.settings.baseUrl,
    ...(ctx.deps.fetch ? { fetch: ctx.deps.fetch } : {}),
    ...(control ? { control } : {}),
    ...(violations ? { violations } : {}),
    env: ctx.deps.env,
    shapeOnly: o.shapeOnly === true,
    reset: o.reset === true,
    timeoutMs: o.stepTimeout ?? 30_000,
    now: () => ctx.deps.clock.now(),
    ...(ctx.out.json ? {} : { onStep: createStepPrinter(ctx.out, scenarios) }),
  };
  if (!ctx.out.json) {
    const how = o.shapeOnly
      ? `${SHAPE_ONLY}: those expectations are listed as not checked`
      : violations
        ? `replies checked by the SDK's schemas and Prism's log ${o.prismLog}`
        : "replies checked by the SDK's schemas and Prism's answers";
    ctx.out.line(
      ctx.out.style.dim(
        `attar check: ${scenarios.length} scenario${scenarios.length === 1 ? '' : 's'} against ${deps.baseUrl} (${how}${control ? `, mock control ${control.baseUrl}` : ''})`,
      ),
    );
  }
  const summary = await runScenarios(scenarios, deps);
  const exitCode = exitCodeOf(summary);
  await writeReports(engine, reports, summary, exitCode);
  ctx.out.result({ ...summary, exitCode }, () => printSummary(ctx.out, summary));
  if (exitCode === ExitCode.ok) return;

  const failures = summary.scenarios.flatMap((s) =>
    s.steps.filter((step) => step.status === 'failed').map((step) => ({ scenario: s.name, step })),
  );
  const first = failures[0]!;
  const more = failures.length > 1 ? ` (${failures.length - 1} more failed step${failures.length > 2 ? 's' : ''})` : '';
  const id = first.step.requestId ? '' : ' (no request id: the shop did not answer)';
  throw new CliError(`check failed: ${first.scenario} › ${first.step.name}${id}: ${first.step.reason}${more}`, {
    exitCode: exitCode as ExitCode,
    code: exitCode === ExitCode.contract ? 'check.contractViolation' : 'check.failed',
    ...(first.step.requestId ? { requestId: first.step.requestId } : {}),
  });
}
