/**
 * Loaded before the content checks (content-guard.ts): zod validates without compiling. Its faster
 * path builds functions from strings, and even its probe for whether it may (`new Function('')`, run
 * when the first object schema is created) is refused and reported as a violation on a page that
 * forbids eval and requires Trusted Types (decision 014). Set before any schema of the contract exists.
 */
import { config } from 'zod';

config({ jitless: true });

/** The checks themselves, loaded once zod has been told (content-guard.ts). */
export const loadChecks = () => import('./content-check.ts');
