/**
 * Boot: in the demo build the mock shop runs in a service worker (loaded only then, so no mock code is
 * in a production bundle); otherwise the storefront talks to the marketplace (or, in development, to
 * the mock server through Vite's proxy). In a production build early.ts has already started the first
 * view's reads; the fetcher takes their replies.
 */
// the design tokens and base styles first, so every component's own styles come after them
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startFirstReads } from './app/first-reads.ts';
import { startSessionSync } from './app/session-sync.ts';
import { startFirstViewClock } from './lib/first-view-ready.ts';
import { startWindowSizeSync } from './state/window-size.ts';
// The styles of what the first view of most pages shows but loads lazily (product cards and rails,
// the shop grid, the product page, the footer) go into the first stylesheet, after every other
// component's: added later as separate sheets, each made the browser restyle the whole page again.
import './components/product/product-card.css';
import './features/catalog/product-rail.css';
import './features/catalog/product-listing.css';
import './features/catalog/detail/product-detail.css';
import './components/layout/footer.css';

async function boot(): Promise<void> {
  if (import.meta.env.VITE_ATTAR_MOCK === 'browser') {
    const { startBrowserMockShop } = await import('@attar/mocks/browser');
    await startBrowserMockShop({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
  }
  startSessionSync();
  startFirstViewClock();
  startWindowSizeSync();
  startFirstReads(window.location.pathname);
  const root = createRoot(document.getElementById('root')!);
  // The first render as a transition: React renders it in slices of a few milliseconds, so a phone's
  // main thread answers taps between them instead of blocking for the whole tree (the HTML shell stays
  // on screen meanwhile). Only the commit is one piece.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void boot();
