/** `attar check` on the terminal: a line per step as it finishes, the failures, then a summary. */
import type { Printer } from '../../output/printer.ts';
import { SHAPE_ONLY, type RunSummary, type Scenario, type StepEvent, type StepResult } from '../../check/types.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)} s` : `${n} ms`);

/** Prints the steps as they finish (the scenario's name before its first step). */
export function createStepPrinter(out: Printer, scenarios: readonly Scenario[]): (event: StepEvent) => void {
  const { style } = out;
  let current: string | undefined;
  return ({ scenario, step }) => {
    if (scenario !== current) {
      current = scenario;
      const description = scenarios.find((s) => s.name === scenario)?.description;
      out.line(`${style.bold(scenario)}${description ? style.dim(`  ${description}`) : ''}`);
    }
    out.line(stepLine(out, step));
    if (step.status === 'failed') out.line(`      ${style.red(step.reason ?? 'failed')}`);
    for (const line of skippedLines(step)) out.line(`      ${style.dim(line)}`);
  };
}

function stepLine(out: Printer, step: StepResult): string {
  const { style } = out;
  const mark = step.status === 'passed' ? style.green('✓') : step.status === 'failed' ? style.red('✗') : style.yellow('-');
  const what =
    step.status === 'skipped'
      ? style.dim(step.reason ?? 'skipped')
      : `${(step.action ?? 'control').padEnd(26)} ${(step.requestId ?? '').padEnd(14)} ${style.dim(ms(step.durationMs))}`;
  return `  ${mark} ${step.name.padEnd(26)} ${what}`;
}

/** Skipped expectations grouped by reason: `~ skipped data.items, data.paging (shape-only: ...)`. */
function skippedLines(step: StepResult): string[] {
  const byReason = new Map<string, string[]>();
  for (const { expectation, reason } of step.skipped) byReason.set(reason, [...(byReason.get(reason) ?? []), expectation]);
  // the shape-only reason is said once, in the run's first line
  return [...byReason].map(([reason, what]) => `~ not checked: ${what.join(', ')}${reason === SHAPE_ONLY ? '' : ` (${reason})`}`);
}

/** The list of failed steps and the totals. */
export function printSummary(out: Printer, summary: RunSummary): void {
  const { style } = out;
  const steps = summary.scenarios.flatMap((s) => s.steps);
  const violations = steps.reduce((n, s) => n + s.violations.length, 0);
  const skipped = steps.reduce((n, s) => n + s.skipped.length, 0);
  out.line();
  for (const scenario of summary.scenarios) {
    for (const step of scenario.steps.filter((s) => s.status === 'failed')) {
      out.line(
        `${style.red('FAILED')} ${scenario.name} › ${step.name} (request id ${step.requestId ?? 'none: the shop did not answer'}): ${step.reason}`,
      );
    }
  }
  const parts = [
    `${summary.passed} passed`,
    `${summary.failed} failed`,
    `${plural(steps.filter((s) => s.status !== 'skipped').length, 'step')}`,
    plural(violations, 'contract violation'),
    ...(skipped ? [`${skipped} expectations not checked`] : []),
  ];
  const mark = summary.failed ? style.red('✗') : style.green('✓');
  out.line(
    `${mark} ${parts.join(', ')} against ${summary.target}${summary.shapeOnly ? ' (shape only)' : ''} in ${ms(summary.durationMs)}`,
  );
}

/** `attar check --list`. */
export function printList(out: Printer, scenarios: readonly Scenario[]): void {
  out.table(
    [
      { header: 'SCENARIO', value: (s: Scenario) => s.name },
      { header: 'STEPS', value: (s: Scenario) => String(s.steps.length), right: true },
      { header: 'WHAT IT CHECKS', value: (s: Scenario) => s.description ?? '' },
    ],
    scenarios,
  );
}
