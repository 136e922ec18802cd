/**
 * The contract itself, for tools that check traffic against it (the mock shop, contract tests).
 * Not imported by `@attar/sdk`'s main entry, so it never lands in a storefront bundle.
 */
import document from './generated/openapi.gen.json' with { type: 'json' };

export { actions, type ActionName, type ActionTypes, type SdkModules } from './generated/actions.gen.ts';

/** The merged OpenAPI 3.1 document of every marketplace service, as `pnpm codegen` bundled it. */
export const openapiDocument = document as unknown as {
  openapi: string;
  paths: Record<string, Record<string, any>>;
  components: Record<string, Record<string, any>>;
};
