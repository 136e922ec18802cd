/**
 * Store features (the site configuration's `features`) switched at run time: `POST /_mock/features`,
 * `pnpm mock --features guestCheckout,quotes` and `createShop({ features })`. The site configuration
 * the storefront reads and the switches the handlers check change together, so a feature that is
 * shown is also served: `guestCheckout` opens the guest checkout calls, `quotes` both quote services.
 */
import type { Schemas } from '@attar/sdk';
import type { Shop } from './shop.ts';

export type StoreFeatures = Schemas['SiteFeatureFlags'];
export type FeatureName = keyof StoreFeatures;

/** Every feature the site configuration declares, in its order. */
export const featureNames = (shop: Shop): FeatureName[] => Object.keys(shop.state.content.site.features) as FeatureName[];

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
  const features = shop.state.content.site.features;
  Object.assign(features, patch);
  shop.state.cart.guestCheckoutEnabled = features.guestCheckout;
  shop.state.cart.quotesEnabled = features.quotes;
  shop.state.orders.quotesEnabled = features.quotes;
  return { ...features };
}
