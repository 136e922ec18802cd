/**
 * What the page's Content-Security-Policy names that the app itself decides: the Trusted Types
 * policies the app creates, and the hosts scripts may come from besides the shop's own origin. Shared
 * by the app (which creates the policies and checks script addresses, lib/safe-url.ts) and the server
 * (which sends the header, server/headers.ts), so the two cannot drift (decision 014).
 */

/** The Trusted Types policy through which every script address passes (lib/trusted-types.ts). */
export const SCRIPT_POLICY = 'attar-script';
/** DOMPurify's own policy: the sanitised rich text is the only HTML the app writes (content/blocks/parts/sanitize.ts). */
export const HTML_POLICY = 'dompurify';
/** Every policy the page may create; the `trusted-types` directive names these and no others. */
export const TRUSTED_TYPES_POLICIES: readonly string[] = [SCRIPT_POLICY, HTML_POLICY];

/**
 * Hosts scripts may come from besides the page's own origin, over https: the deployment's, set at build
 * time (`VITE_ATTAR_SCRIPT_HOSTS`, comma-separated host names), never the content configuration's.
 */
export const SCRIPT_HOSTS: readonly string[] =
  // the static build's prerender runs this module in Node without Vite: it reads the same variable there
  (
    ((import.meta.env as Record<string, string | undefined> | undefined) ?? globalThis.process?.env)?.VITE_ATTAR_SCRIPT_HOSTS ??
    ''
  )
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(host));
