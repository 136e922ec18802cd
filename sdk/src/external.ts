/**
 * The third-party calls the client makes (spec/external.yaml): public IP, IP location, font
 * description. Types and validators for the adapters that call them and the mock that serves them.
 * @module @attar/sdk/external
 */
export type { components as ExternalComponents } from './generated/external/types.gen.ts';
export * from './generated/external/zod.gen.ts';
export { safeParse, type UncheckableValue } from './safe-parse.ts';
