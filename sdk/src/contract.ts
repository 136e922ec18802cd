/**
 * The contract itself, for tools that check traffic against it (the mock shop, contract tests).
 * Not imported by `@attar/sdk`'s main entry, so it never lands in a storefront bundle.
 * @module @attar/sdk/contract
 */
import document from './generated/openapi.gen.json' with { type: 'json' };

export { actions, actionFeatures, type ActionName, type ActionTypes, type SdkModules } from './generated/actions.gen.ts';

/** The merged OpenAPI 3.1 document of every marketplace service, as `pnpm codegen` bundled it. */
export const openapiDocument = document as unknown as {
  /** The OpenAPI version (3.1.x). */
  openapi: string;
  /** Every path and method of every service. */
  paths: Record<string, Record<string, any>>;
  /** The shared schemas, parameters and replies. */
  components: Record<string, Record<string, any>>;
};
