/**
 * The store's features (the site configuration's `features`), read from the configuration and nowhere
 * else (decision 022): the one place that says what a switched-off feature takes away.
 * @example
 * const cart = useFeature('cart');
 * if (!featureOn(site, 'signIn')) ...
 */
import { useSignedIn } from '../state/signed-in.ts';
import { useSite, type SiteConfig } from './use-site.ts';

export type FeatureName = keyof SiteConfig['features'];

/** Whether the store has `name` on; on until the configuration is known (only `false` switches off). */
export const featureOn = (site: SiteConfig | undefined, name: FeatureName): boolean => site?.features?.[name] !== false;

/**
 * Whether this shopper may use a store feature: switched on, and for what only an account holds (the
 * wishlist, a new account) a guest must be able to sign in as well.
 */
export function useFeature(name: FeatureName): boolean {
  const site = useSite().data;
  const auth = useSignedIn();
  return featureOn(site, name) && (auth || (name !== 'wishlist' && name !== 'signUp') || featureOn(site, 'signIn'));
}
