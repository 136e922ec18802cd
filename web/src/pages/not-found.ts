/**
 * The not-found page as a preloadable part (lib/preloadable.ts): most pages are found, so its code loads
 * only when one is not, and a page the server rendered as not found names it for the browser to load
 * before hydrating. One instance for every place that shows it (the route table's unknown addresses,
 * a content page without configuration, the sign-in gate).
 */
import { preloadable } from '../lib/preloadable.ts';

export const NotFoundPage = preloadable('not-found-page', () => import('./not-found-page.tsx').then((m) => m.NotFoundPage));
