/**
 * Adds a classic script to the page once per URL and resolves when it has run. Its address goes through
 * the app's Trusted Types policy (lib/trusted-types.ts), which refuses any the allow-list does not take.
 */
import { trustedScriptUrl } from '../lib/trusted-types.ts';

const loading = new Map<string, Promise<void>>();

/**
 * Loads `src` with a `<script async>` (the same URL only once); rejects when it fails to load, or when
 * its address is not one a script may come from.
 * @example
 * await loadScript('/_mock/idp/client.js', { id: 'identity-provider' });
 */
export function loadScript(src: string, attributes: Record<string, string> = {}, doc: Document = document): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = trustedScriptUrl(src, doc.defaultView ?? window) as string;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Failed to load script ${src}`));
    };
    doc.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
