/**
 * `--report junit FILE` and `--report json FILE`: the run as JUnit XML (one testsuite per scenario, one
 * testcase per step; `<failure>` for an expectation or a contract violation, `<error>` for a step that
 * could not run, `<skipped>` for steps not run) or as the JSON summary `--json` prints.
 */
import type { RunSummary, StepResult } from './types.ts';

export const REPORT_FORMATS = ['junit', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const escapeXml = (text: string) =>
  text
    // characters XML 1.0 cannot hold at all
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function details(step: StepResult): string {
  const lines = [
    step.action ? `action: ${step.action}` : 'control step',
    `request id: ${step.requestId ?? '(none)'}`,
    ...(step.httpStatus !== undefined ? [`http status: ${step.httpStatus}`] : []),
    ...step.violations.map((v) => `violation: ${v}`),
    ...step.skipped.map((s) => `skipped expectation: ${s.expectation} (${s.reason})`),
  ];
  return lines.join('\n');
}

function testcase(step: StepResult, scenario: string): string {
  const open = `    <testcase name="${escapeXml(step.name)}" classname="attar.check.${escapeXml(scenario)}" time="${seconds(step.durationMs)}"`;
  if (step.status === 'skipped')
    return `${open}>\n      <skipped message="${escapeXml(step.reason ?? 'skipped')}"/>\n    </testcase>`;
  if (step.status === 'failed') {
    const tag = step.kind === 'error' ? 'error' : 'failure';
    const message = `${step.reason ?? 'failed'}${step.requestId ? ` (request id ${step.requestId})` : ''}`;
    return `${open}>\n      <${tag} message="${escapeXml(message)}" type="${step.kind ?? 'expectation'}">${escapeXml(details(step))}</${tag}>\n    </testcase>`;
  }
  return `${open}>\n      <system-out>${escapeXml(details(step))}</system-out>\n    </testcase>`;
}

/** The run as JUnit XML. */
export function toJunit(summary: RunSummary): string {
  const count = (steps: StepResult[], test: (s: StepResult) => boolean) => steps.filter(test).length;
  const all = summary.scenarios.flatMap((s) => s.steps);
  const failures = (s: StepResult) => s.status === 'failed' && s.kind !== 'error';
  const errors = (s: StepResult) => s.status === 'failed' && s.kind === 'error';
  const skipped = (s: StepResult) => s.status === 'skipped';
  const suites = summary.scenarios.map((scenario) => {
    const attrs = [
      `name="${escapeXml(scenario.name)}"`,
      `tests="${scenario.steps.length}"`,
      `failures="${count(scenario.steps, failures)}"`,
      `errors="${count(scenario.steps, errors)}"`,
      `skipped="${count(scenario.steps, skipped)}"`,
      `time="${seconds(scenario.durationMs)}"`,
      `timestamp="${summary.startedAt}"`,
      `file="${escapeXml(scenario.source)}"`,
    ].join(' ');
    const properties = [
      ['target', summary.target],
      ['shapeOnly', String(summary.shapeOnly)],
      ...(scenario.description ? [['description', scenario.description]] : []),
    ]
      .map(([name, value]) => `      <property name="${name}" value="${escapeXml(value!)}"/>`)
      .join('\n');
    return `  <testsuite ${attrs}>\n    <properties>\n${properties}\n    </properties>\n${scenario.steps.map((step) => testcase(step, scenario.name)).join('\n')}\n  </testsuite>`;
  });
  const head = `<testsuites name="attar check" tests="${all.length}" failures="${count(all, failures)}" errors="${count(all, errors)}" skipped="${count(all, skipped)}" time="${seconds(summary.durationMs)}" timestamp="${summary.startedAt}">`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${head}\n${suites.join('\n')}\n</testsuites>\n`;
}

/** The run as the JSON document `--json` prints. */
export const toJson = (summary: RunSummary, exitCode: number): string => `${JSON.stringify({ ...summary, exitCode }, null, 2)}\n`;

/** Pairs `--report junit a.xml --report json b.json` (commander hands the words over as one list); other words are scenarios. */
export function parseReportWords(words: readonly string[]): {
  reports: Array<{ format: ReportFormat; file: string }>;
  rest: string[];
} {
  const reports: Array<{ format: ReportFormat; file: string }> = [];
  const rest: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const eq = /^(junit|json)[=:](.+)$/i.exec(word);
    if (eq) reports.push({ format: eq[1]!.toLowerCase() as ReportFormat, file: eq[2]! });
    else if ((REPORT_FORMATS as readonly string[]).includes(word.toLowerCase()) && words[i + 1] !== undefined) {
      reports.push({ format: word.toLowerCase() as ReportFormat, file: words[++i]! });
    } else rest.push(word);
  }
  return { reports, rest };
}
