/**
 * Store features (the site configuration's `features`, plus the store's `loginRequire`) switched at run
 * time: `POST /_mock/features`, `pnpm mock --features guestCheckout,quotes,loginRequire` and
 * `createShop({ features })`. The site configuration the storefront reads and the switches the handlers
 * check change together, so a feature that is shown is also served and one switched off is refused:
 * every action whose x-actions row in the spec lists a feature (`actionFeatures`: sign-in, sign-up, the
 * cart, the wishlist) answers 403 `feature.disabled` while it is off (the router checks it);
 * `guestCheckout` opens the guest checkout calls, `quotes` both quote services. `loginRequire` changes
 * what the storefront asks of a guest; the shop keeps answering a guest's reads (decision 022).
 */
import type { Schemas } from '@attar/sdk';
import { refuse, type ShopError } from '../core/errors.ts';
import type { Shop } from './shop.ts';

/** Every switch: the site configuration's features and the store's `loginRequire`. */
export type StoreFeatures = Schemas['SiteFeatureFlags'] & Pick<Schemas['SiteStoreSettings'], 'loginRequire'>;
export type FeatureName = keyof StoreFeatures;

/** The switch that lives in the store settings rather than in `features`. */
const LOGIN_REQUIRE = 'loginRequire';

/** What a refusal calls a switched-off feature ("Signing in is switched off for this store."). */
const FEATURE_WORDS: Partial<Record<FeatureName, string>> = {
  signIn: 'Signing in',
  signUp: 'Creating an account',
  cart: 'The cart',
  wishlist: 'The wishlist',
};

/** Every switch the site configuration declares, in its order, then `loginRequire`. */
export const featureNames = (shop: Shop): FeatureName[] => [
  ...(Object.keys(shop.state.content.site.features) as FeatureName[]),
  LOGIN_REQUIRE,
];

/** Every switch as it is now. */
export const currentFeatures = (shop: Shop): StoreFeatures => ({
  ...shop.state.content.site.features,
  loginRequire: shop.state.content.site.store.loginRequire,
});

/**
 * The refusal for an action that needs `needs` while one of them is off, or undefined. Only a feature
 * the configuration says is off (`false`) refuses: a configuration broken on purpose (`/_mock/content`)
 * does not turn the shop's calls off.
 */
export function featureOffFor(shop: Shop, needs: readonly FeatureName[] | undefined): ShopError | undefined {
  if (!needs) return undefined;
  const features = (shop.state.content.site as { features?: Partial<Record<string, unknown>> | null }).features;
  const off = needs.find((name) => features?.[name] === false);
  return off ? refuse.featureOff(FEATURE_WORDS[off] ?? off) : undefined;
}

/** Parses `{ "quotes": true }`, or the CLI's `guestCheckout,quotes,!signUp` (`!` switches off). */
export function parseFeatures(
  input: unknown,
  known: readonly string[],
): { features: Partial<StoreFeatures>; problems: string[] } {
  const features: Record<string, boolean> = {};
  const problems: string[] = [];
  let entries: Array<[string, unknown]>;
  if (typeof input === 'string') {
    entries = input
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map((word) => {
        const [name, value] = word.split('=');
        if (value !== undefined)
          return [name!, value === 'true' || value === 'on' ? true : value === 'false' || value === 'off' ? false : value];
        return word.startsWith('!') ? [word.slice(1), false] : [word, true];
      });
  } else if (input && typeof input === 'object' && !Array.isArray(input)) {
    entries = Object.entries(input);
  } else {
    return { features: {}, problems: ['Send an object of feature switches, e.g. { "guestCheckout": true }.'] };
  }
  for (const [name, value] of entries) {
    if (!known.includes(name)) problems.push(`unknown feature "${name}" (known: ${known.join(', ')})`);
    else if (typeof value !== 'boolean') problems.push(`feature "${name}" takes true or false, got ${JSON.stringify(value)}`);
    else features[name] = value;
  }
  return { features: features as Partial<StoreFeatures>, problems };
}

/** Switches features on or off and returns them all. */
export function setFeatures(shop: Shop, patch: Partial<StoreFeatures>): StoreFeatures {
  const { loginRequire, ...flags } = patch;
  const site = shop.state.content.site;
  Object.assign(site.features, flags);
  if (loginRequire !== undefined) site.store.loginRequire = loginRequire;
  shop.state.cart.guestCheckoutEnabled = site.features.guestCheckout;
  shop.state.cart.quotesEnabled = site.features.quotes;
  shop.state.orders.quotesEnabled = site.features.quotes;
  return currentFeatures(shop);
}
