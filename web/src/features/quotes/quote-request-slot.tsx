/**
 * Where the product page offers a price quote: nothing unless the site configuration switches quotes
 * on and a buyer is signed in; then the request form, loaded with its own code.
 */
import { Suspense } from 'react';
import { preloadable } from '../../lib/preloadable.ts';
import { store } from '../../state/store.ts';
import { useSignedIn } from '../../state/signed-in.ts';
import { useSite } from '../../data/use-site.ts';

const QuoteRequest = preloadable('quote-request', () => import('./quote-request.tsx').then((m) => m.QuoteRequest));

export function QuoteRequestSlot({ cin, productName }: { cin: string; productName: string }) {
  const auth = useSignedIn();
  const { data: site } = useSite();
  if (!auth || !site?.features.quotes) return null;
  return (
    <Suspense fallback={null}>
      <QuoteRequest cin={cin} productName={productName} />
    </Suspense>
  );
}
