/**
 * The SDK's runtime half, loaded with the storefront's first call (data/client.ts): the client and what
 * needs the action table. Nothing on a page's first load imports this module.
 */
export { createAttarClient, isIdempotent } from '@attar/sdk';
