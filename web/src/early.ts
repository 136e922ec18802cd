/**
 * A second, tiny entry that index.html runs before the app (production builds; see vite.config.ts):
 * it needs only the SDK, so it starts the first view's reads while the app's JavaScript is still on its
 * way. In the demo build the reads wait for the in-browser mock shop, which the app starts first.
 */
import { startEarly } from './app/early-start.ts';

if (import.meta.env.VITE_ATTAR_MOCK !== 'browser') startEarly(window.location.pathname);
