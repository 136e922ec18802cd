/**
 * The browser's entry. A public page arrives rendered by the server with the replies it was rendered
 * from (the JSON in `#attar-data`): the app hydrates that HTML from the same replies. The shopper's own
 * pages (cart, checkout, account) arrive as the shell and render here. In the demo build the mock shop
 * runs in a service worker (loaded only then, so no mock code is in a production bundle).
 */
// the design tokens and base styles first, so every component's own styles come after them
import './styles/tokens.css';
import 'virtual:brand-fonts.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { mutate } from 'swr';
import { BOOTSTRAP_ID, FRESH_MS, type Bootstrap } from './app/bootstrap.ts';
import { startSessionSync } from './app/session-sync.ts';
import { restoreGateNotFound, restoreSettledErrors } from './data/server-reads.ts';
import { firstViewMounted } from './lib/first-view.ts';
import { preloadAll } from './lib/preloadable.ts';
import { startWindowSizeSync } from './state/window-size.ts';
// The styles of what the first view of most pages shows but loads lazily (product cards and rails,
// the shop grid and its search box, the product page and its reviews' votes, the footer) go into the first stylesheet, after every other
// component's: the server sends their HTML at once, and a sheet that came with their code would
// leave them unstyled until then (and restyle the whole page when it came).
import './components/product/product-card.css';
import './features/catalog/product-rail.css';
import './features/catalog/product-listing.css';
import './features/catalog/detail/product-detail.css';
import './features/catalog/detail/helpful-vote.css';
import './components/search/search.css';
import './components/layout/footer.css';
// and what server-rendered blocks show from code-split modules: the form kit (the newsletter and
// contact blocks) and the product page's quote request: their HTML arrives before their code
import './kit/forms.css';
import './features/quotes/quotes.css';

/**
 * A render the browser had to redo (a hydration that did not match the server's HTML, or a part the
 * server gave up on): reported, so the end-to-end runs fail on any (their page guard reads the console).
 */
function reportRecoverable(error: unknown, info: { componentStack?: string }): void {
  // the component stack names where (production builds have no other detail)
  const where =
    info.componentStack
      ?.trim()
      .split(/\s*\n\s*/)
      .slice(0, 8)
      .join(' < ') ?? '';
  console.error(`attar: re-rendered in the browser (${where}):`, error);
}

async function boot(): Promise<void> {
  if (import.meta.env.VITE_ATTAR_MOCK === 'browser') {
    const { startBrowserMockShop } = await import('@attar/mocks/browser');
    await startBrowserMockShop({
      serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      // the clips and their posters, which the demo build ships as plain files (vite.config.ts)
      ...(import.meta.env.VITE_ATTAR_MADE_FILES
        ? { madeFilesUrl: `${import.meta.env.BASE_URL}${import.meta.env.VITE_ATTAR_MADE_FILES}` }
        : {}),
    });
  }
  startWindowSizeSync();
  const container = document.getElementById('root')!;
  const bootstrap = document.getElementById(BOOTSTRAP_ID)?.textContent;
  if (bootstrap) {
    // the signed-in state is this browser's: it shows from the render after the hydration
    const mounted = () => {
      startSessionSync();
      firstViewMounted();
      // a page a cache or the static build kept for a while: its replies are read again now
      if (Date.now() - renderedAt > FRESH_MS) void mutate(() => true);
    };
    const { reads, errors, modules, renderedAt, gateNotFound } = JSON.parse(bootstrap) as Bootstrap;
    restoreSettledErrors(errors);
    if (gateNotFound) restoreGateNotFound(location.pathname);
    // the page's code-split parts first: the hydration then takes the whole page in one pass
    await preloadAll(modules);
    // a transition: React hydrates in slices of a few milliseconds, so the page answers a tap between
    // them instead of blocking for the whole tree (Lighthouse's total blocking time)
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App Router={BrowserRouter} fallback={reads} onMounted={mounted} />
        </StrictMode>,
        { onRecoverableError: reportRecoverable },
      );
    });
    return;
  }
  startSessionSync();
  createRoot(container, { onRecoverableError: reportRecoverable }).render(
    <StrictMode>
      <App Router={BrowserRouter} onMounted={firstViewMounted} />
    </StrictMode>,
  );
}

void boot();
