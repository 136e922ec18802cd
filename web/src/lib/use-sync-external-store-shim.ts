/**
 * SWR imports `use-sync-external-store/shim` to support React 17; React 19 has the hook built in, so a
 * production build points that import here instead of shipping the shim (vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
