/**
 * `attar check`: contract scenarios (issue 4, item 4). Only this spec is part of start-up; `run.ts`
 * loads the engine, the built-in scenarios and the YAML parser when a check runs.
 */
import { defineCommand, int, pairs } from '../../command.ts';
import { runCheck, type CheckOptions } from './run.ts';

export default defineCommand<CheckOptions>({
  name: 'check',
  summary: 'Run scenario checks (built-in or files) against the mock, Prism proxy or Prism mock',
  description:
    'Runs scenarios step by step on the SDK; every step asserts (the outcome, the reply against the contract,\n' +
    'the expected data). A failed step exits non-zero naming the step, the request id and the reason:\n' +
    "1 an expectation, 3 a contract violation (the SDK's schema check, or Prism's), 2 a bad scenario file.\n" +
    'Scenario files are YAML or JSON: a list of steps { name, action, input, expect, save, headers, control }\n' +
    'with ${steps.<name>.data.x}, ${vars.x}, ${env.X:-default} and ${run.id} references (see the README of @attar/cli).',
  args: [
    { name: '[scenarios...]', description: 'built-in scenario names (see --list) and/or scenario files (.yaml, .yml, .json)' },
  ],
  options: (c) =>
    c
      .option('--all', 'run every built-in scenario')
      .option('--list', 'list the built-in scenarios')
      .option('--report <format-and-file...>', 'write a report: junit FILE or json FILE (repeatable)')
      .option(
        '--shape-only',
        'only check that each reply fits the contract (Prism mock: state-dependent expectations are skipped, with the reason)',
      )
      .option(
        '--mock-control <url>',
        'the mock shop behind the target, for /_mock/advance and /_mock/reset (default: the target itself when it is the mock; for --target prism, the mock on :4010)',
      )
      .option(
        '--prism-log <file>',
        "Prism's log (npx attar-mock --prism > prism.log): a violation it logs during a step fails the step (exit 3)",
      )
      .option('--reset', 'reset the mock shop before each scenario (needs the mock control)')
      .option('--var <name=value>', 'set a scenario variable, ${vars.name} (repeatable)', pairs)
      .option(
        '--step-timeout <ms>',
        "give up on a step's call after this long (default 30000)",
        int('--step-timeout', 100, 600_000),
      ),
  examples: [
    'attar check --list',
    'attar check --all --target mock',
    'attar check --all --target prism --prism-log prism.log --report junit reports/check.xml',
    'attar check checkout-upi return-after-delivery --target http://127.0.0.1:4022 --mock-control http://127.0.0.1:4020',
    'attar check flows/coupon.yaml --var cin=ATR-OUD-50 --json',
    'attar check guest-browse --target http://127.0.0.1:4011 --shape-only',
  ],
  // steps call whatever SDK actions their scenarios name; the commands cover the actions one by one
  actions: [],
  run: runCheck,
});
