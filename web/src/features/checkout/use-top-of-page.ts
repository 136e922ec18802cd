/**
 * Opens a page at its top. The router keeps the scroll position across navigations (the app has no
 * scroll restoration yet), so arriving at the cart or the checkout from far down a page would land
 * mid-page. Harmless once the app restores scroll itself.
 */
import { useEffect } from 'react';

export function useTopOfPage(): void {
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, []);
}
