/**
 * The SDK's SessionStore backed by the profile's token: `auth login` stores it in the config, later
 * commands are signed in. A token belongs to the shop that issued it, so it is used only at that base
 * URL (a token from the mock never reaches Prism, and a 401 there cannot wipe it). `ATTAR_TOKEN`
 * overrides the stored token for this run without being written anywhere.
 */
import type { SessionStore } from '@attar/sdk';
import { updateProfile, type ConfigStore } from './config.ts';

export function createProfileSession(store: ConfigStore, profile: string, baseUrl: string, envToken?: string): SessionStore {
  const listeners = new Set<(token: string | null) => void>();
  const stored = () => {
    const saved = store.read().profiles[profile];
    if (!saved?.token) return null;
    return !saved.tokenBaseUrl || saved.tokenBaseUrl === baseUrl ? saved.token : null;
  };
  let override: string | null | undefined = envToken && envToken.trim() !== '' ? envToken.trim() : undefined;
  let current: string | null = override ?? stored();
  return {
    getToken: () => current,
    setToken(next) {
      if (next === current) return;
      const fromEnv = override !== undefined;
      current = next;
      override = undefined;
      // A 401 on an ATTAR_TOKEN run ends that run's session but leaves the stored sign-in alone.
      if (!(fromEnv && next === null)) {
        updateProfile(store, profile, (saved) => ({
          ...saved,
          token: next ?? undefined,
          tokenBaseUrl: next ? baseUrl : undefined,
          ...(next ? {} : { username: undefined }),
        }));
      }
      for (const listener of listeners) listener(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
