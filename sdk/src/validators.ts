/**
 * The zod validators generated from the contract, one per schema (`zSiteConfig`, `zContentPage`,
 * `zContentBlock`, ...), for a client that parses what the marketplace sends at its own boundary and
 * decides part by part what to keep (the storefront's content configuration). A separate entry, so a
 * bundle that only imports what it checks leaves the rest, and the main entry never pulls in zod.
 * @module @attar/sdk/validators
 */
export * from './generated/zod.gen.ts';
export { safeParse, type UncheckableValue } from './safe-parse.ts';
