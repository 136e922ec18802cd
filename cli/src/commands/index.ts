/**
 * The command tree, one noun at a time: one folder per noun, one file per verb; `attar check`
 * (scenarios) and `attar completion` are top-level commands too.
 *
 * Each noun is behind a dynamic import, so the bundle puts it in a chunk of its own and a run loads
 * only the noun it names (manifest.ts has what the top-level help needs). Every noun of the manifest
 * must have a loader here (the type says so); the manifest test checks that names and summaries agree.
 */
import type { CommandSpec, GroupSpec } from '../command.ts';
import { NOUNS, type NounName } from './manifest.ts';

export type TopLevelSpec = CommandSpec<any> | GroupSpec;

const loaders: Record<NounName, () => Promise<{ default: TopLevelSpec }>> = {
  auth: () => import('./auth/index.ts'),
  catalog: () => import('./catalog/index.ts'),
  wishlist: () => import('./wishlist/index.ts'),
  cart: () => import('./cart/index.ts'),
  checkout: () => import('./checkout/index.ts'),
  orders: () => import('./orders/index.ts'),
  returns: () => import('./returns/index.ts'),
  reviews: () => import('./reviews/index.ts'),
  profile: () => import('./profile/index.ts'),
  address: () => import('./address/index.ts'),
  account: () => import('./account/index.ts'),
  guest: () => import('./guest/index.ts'),
  quotes: () => import('./quotes/index.ts'),
  drafts: () => import('./drafts/index.ts'),
  enquiries: () => import('./enquiries/index.ts'),
  rewards: () => import('./rewards/index.ts'),
  store: () => import('./store/index.ts'),
  analytics: () => import('./analytics/index.ts'),
  check: () => import('./check/index.ts'),
  config: () => import('./config/index.ts'),
  // completion lists the whole tree: it gets the tree's loader instead of importing this file
  completion: async () => ({ default: (await import('./completion/index.ts')).completionCommand(loadCommandTree) }),
};

/** One top-level command with everything under it. */
export const loadNoun = async (name: NounName): Promise<TopLevelSpec> => (await loaders[name]()).default;

/** The whole tree, in the manifest's order (completion scripts, tests). */
export const loadCommandTree = (): Promise<TopLevelSpec[]> => Promise.all(NOUNS.map((noun) => loadNoun(noun.name)));
