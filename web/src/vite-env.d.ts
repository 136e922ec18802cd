/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the marketplace API; empty means same origin (the dev proxy, or a same-origin deploy). */
  readonly VITE_ATTAR_API?: string;
  /** `browser` in the demo build: the mock shop runs in a service worker. */
  readonly VITE_ATTAR_MOCK?: string;
  /** The demo build: where it ships the made clips and their posters, under the base URL (vite.config.ts). */
  readonly VITE_ATTAR_MADE_FILES?: string;
}

/** The storefront's own @font-face rules (web/scripts/brand-fonts.ts). */
declare module 'virtual:brand-fonts.css';
