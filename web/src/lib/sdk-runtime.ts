/**
 * The SDK's runtime half, loaded with the storefront's first call (data/client.ts): the client, what
 * needs the action table, and the content checks every call's reply passes (data/content-guard.ts).
 * Nothing on a page's first load imports this module.
 */
export { createAttarClient, isIdempotent } from '@attar/sdk';
export { checkedResult } from '../data/content-guard.ts';
