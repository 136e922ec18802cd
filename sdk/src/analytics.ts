/**
 * The analytics socket's messages (spec/analytics.yaml): types and validators, for the storefront that
 * sends them and the mock that receives them. A separate entry so the main SDK bundle stays small.
 * @module @attar/sdk/analytics
 */
export type { components as AnalyticsComponents } from './generated/analytics/types.gen.ts';
export * from './generated/analytics/zod.gen.ts';

import type { components } from './generated/analytics/types.gen.ts';
/** One message on the analytics socket: page, visitor or click. */
export type AnalyticsMessage = components['schemas']['AnalyticsMessage'];
export { safeParse, type UncheckableValue } from './safe-parse.ts';
