/**
 * The check engine's entry for `attar check`: the command loads it with one dynamic import, and the
 * bundle embeds it as a separate module that only a check run parses (see scripts/build.mjs).
 */
export { builtinScenario, builtinScenarios } from './builtins/index.ts';
export { createMockControl, isMockShop } from './control.ts';
export { resolveAction, runScenario, runScenarios } from './engine.ts';
export { loadScenarioFile, ScenarioFileError, toScenario } from './load.ts';
export { parseReportWords, toJson, toJunit } from './report.ts';
export { tailViolations } from './violations.ts';
export type * from './types.ts';
