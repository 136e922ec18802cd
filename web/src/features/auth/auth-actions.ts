/**
 * Session actions other features need. Owned by the accounts feature; others import only these names.
 */

/** Signs out: server call, then all client state back to its initial values. Placeholder. */
export async function signOut(): Promise<void> {}

/** The route that asks a guest to sign in and come back to `returnTo`. */
export const signInRoute = (returnTo: string): string => `/login?returnTo=${encodeURIComponent(returnTo)}`;
