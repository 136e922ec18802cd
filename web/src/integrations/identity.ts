/**
 * The identity provider (`integrations.identityProvider`): the sign-in-with-account script, loaded by
 * the page wrapper only when the configuration enables it. Offline it is the mock provider
 * (`/_mock/idp/client.js`), which defines `window.attarMockIdp`. The accounts feature calls
 * `signInWithProvider(email)` and hands the result to `api.auth.socialLogin`.
 */
import type { Schemas } from '@attar/sdk';
import { loadScript } from './load-script.ts';
import { viaPageOrigin } from './local-origin.ts';
import { safeScript } from '../lib/safe-url-scripts.ts';

type IdentityConfig = Schemas['SiteIntegrations']['identityProvider'];
type SocialLogin = Schemas['AuthSocialLoginRequest'];

/** What the provider hands back: the social-login fields of the buyer-account call. */
export type ProviderIdentity = Pick<SocialLogin, 'socialId' | 'socialType' | 'socialAccessToken'> & {
  email: string;
  name: string;
};

/** The provider script's global API. */
export interface IdentityProviderClient {
  clientId: string;
  provider: SocialLogin['socialType'];
  signIn(options: { email: string; name?: string }): Promise<ProviderIdentity>;
}

declare global {
  interface Window {
    attarMockIdp?: IdentityProviderClient;
  }
}

/** Raised when sign-in with an account is off, its script did not load, or the provider refused. */
export class IdentityProviderError extends Error {
  override name = 'IdentityProviderError';
  constructor(
    readonly code: 'identity.unavailable' | 'identity.refused',
    message: string,
  ) {
    super(message);
  }
}

type State =
  | { status: 'pending' }
  | { status: 'off' }
  | { status: 'ready'; client: IdentityProviderClient }
  | { status: 'failed' };

let state: State = { status: 'pending' };
const waiters = new Set<() => void>();
const settle = (next: State) => {
  state = next;
  for (const wake of waiters) wake();
  waiters.clear();
};

/**
 * Loads the provider's script when the configuration enables it (once). Resolves to true when the
 * provider is ready. Called by the page wrapper when the site configuration arrives.
 */
export async function configureIdentityProvider(
  config: IdentityConfig,
  deps: { loadScript?: typeof loadScript; window?: Pick<Window, 'attarMockIdp'>; pageHref?: string } = {},
): Promise<boolean> {
  if (state.status === 'ready') return true;
  // the script comes from the page's origin or a host the deployment names, over https (lib/safe-url-scripts.ts)
  const page = deps.pageHref ?? globalThis.location?.href ?? '';
  const src = config.enabled ? safeScript(viaPageOrigin(config.scriptUrl, page), page) : null;
  if (!src) {
    settle({ status: 'off' });
    return false;
  }
  try {
    await (deps.loadScript ?? loadScript)(src, { 'data-client-id': config.clientId });
  } catch {
    settle({ status: 'failed' });
    return false;
  }
  const client = (deps.window ?? window).attarMockIdp;
  if (!client || typeof client.signIn !== 'function') {
    settle({ status: 'failed' });
    return false;
  }
  settle({ status: 'ready', client });
  return true;
}

/** Whether sign-in with an account can be offered now (its script has loaded). */
export const identityProviderReady = (): boolean => state.status === 'ready';

function whenSettled(timeoutMs: number): Promise<void> {
  if (state.status !== 'pending') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiters.delete(done);
      resolve();
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    waiters.add(done);
  });
}

/**
 * Signs in with the identity provider and resolves to the fields of the social-login call. Waits up
 * to `timeoutMs` for the provider's script; rejects with an `IdentityProviderError` when it is off,
 * failed to load, or refuses (for example an invalid email).
 * @example
 * const identity = await signInWithProvider('ananya.rao@example.in');
 * const result = await api.auth.socialLogin({ ...identity, type: 'BUYER' });
 */
export async function signInWithProvider(email: string, name?: string, timeoutMs = 10_000): Promise<ProviderIdentity> {
  await whenSettled(timeoutMs);
  if (state.status !== 'ready') {
    throw new IdentityProviderError('identity.unavailable', 'Sign-in with an account is not available right now.');
  }
  try {
    return await state.client.signIn(name ? { email, name } : { email });
  } catch (error) {
    throw new IdentityProviderError(
      'identity.refused',
      error instanceof Error ? error.message.replace(/^mock-idp:\s*/, '') : 'The provider refused the sign-in.',
    );
  }
}

/** Back to "not configured" (tests). */
export function resetIdentityProvider(): void {
  settle({ status: 'pending' });
}
