/**
 * The visitor's place for the header ("Deliver to Bengaluru"), from the shared IP lookup, whose code
 * loads once the first view is ready (the header shows the store's country until then).
 */
import { useEffect, useState } from 'react';
import type { VisitorPlace } from '../../integrations/ip-lookup.ts';
import { afterFirstView } from '../../lib/first-view.ts';

/**
 * The visitor's place once the lookup ends (undefined before, or when `enabled` is false or unknown).
 * @example const place = useVisitorPlace(site?.integrations.ipLookup.enabled);
 */
export function useVisitorPlace(enabled: boolean | undefined): VisitorPlace | undefined {
  const [place, setPlace] = useState<VisitorPlace | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // the lookups wait for the first view: the header shows the store's country until then
    void afterFirstView()
      .then(() => import('../../integrations/ip-lookup.ts'))
      .then(({ visitorPlace }) => visitorPlace(true))
      .then((found) => {
        if (live) setPlace(found);
      })
      .catch((error: unknown) => console.warn('The visitor lookup did not load', error));
    return () => {
      live = false;
    };
  }, [enabled]);
  return enabled ? place : undefined;
}
