/**
 * The app's own Trusted Types policy (decision 014). The page is served with
 * `require-trusted-types-for 'script'`: a string assigned to a script's `src` (or as HTML) is refused
 * by the browser unless a policy the `trusted-types` directive names made it. The app needs two:
 *
 * - `attar-script` (here): the scripts the page wrapper adds (identity provider, tag manager). It lets
 *   through only what the allow-list takes as a script (lib/safe-url-scripts.ts) and throws on anything else, so
 *   even a call that skipped the check cannot load a script from elsewhere.
 * - `dompurify`: DOMPurify's own, which parses the rich text and hands its sanitised HTML to React
 *   (content/blocks/parts/sanitize.ts).
 *
 * React needs none for its normal rendering, and Vite's module preloading sets only links.
 */
import { SCRIPT_POLICY } from './page-policy.ts';
import { safeScript } from './safe-url-scripts.ts';

interface ScriptPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptPolicy;
}

let policy: ScriptPolicy | undefined;

/** Thrown when a script address is not one the allow-list takes. */
export class UntrustedScriptError extends Error {
  override name = 'UntrustedScriptError';
}

/**
 * `url` as a script's `src` may take it: a TrustedScriptURL where the browser has Trusted Types, the
 * checked string elsewhere. Throws UntrustedScriptError for an address the allow-list refuses.
 * @example script.src = trustedScriptUrl('/_mock/idp/client.js') as string;
 */
export function trustedScriptUrl(url: string, win: Window & { trustedTypes?: TrustedTypesFactory } = window): unknown {
  const check = (value: string): string => {
    const allowed = safeScript(value, win.location.href);
    if (!allowed) throw new UntrustedScriptError(`Refused to load a script from ${value.slice(0, 80)}`);
    return allowed;
  };
  if (!win.trustedTypes) return check(url);
  policy ??= win.trustedTypes.createPolicy(SCRIPT_POLICY, { createScriptURL: check });
  return policy.createScriptURL(url);
}
