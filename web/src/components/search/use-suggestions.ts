/**
 * Suggestions for what the shopper is typing (`catalogSuggest`): asked for once the typing pauses
 * (SUGGEST_DEBOUNCE_MS), and a request that a newer keyword supersedes is cancelled through the SDK's
 * signal, so a slow answer for "ou" never replaces the one for "oud". Not read through SWR: each
 * keystroke's answer is wanted once, and an abandoned one must be cancelled rather than cached.
 */
import { useEffect, useState } from 'react';
import type { ActionData } from '@attar/sdk';
import { api } from '../../data/client.ts';

export const SUGGEST_DEBOUNCE_MS = 200;
/** Keywords and products asked for; the box shows what comes back. */
const SUGGEST_LIMIT = 5;

export type Suggestions = ActionData<'catalogSuggest'>;

export function useSuggestions(keyword: string): { suggestions: Suggestions | undefined } {
  const wanted = keyword.trim();
  const [suggestions, setSuggestions] = useState<Suggestions>();

  useEffect(() => {
    if (!wanted) {
      setSuggestions(undefined);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void api.catalog.suggest({ keyword: wanted, limit: SUGGEST_LIMIT }, { signal: controller.signal }).then((result) => {
        if (controller.signal.aborted) return;
        // a failed suggestion is no suggestion: the search itself still works
        setSuggestions(result.error ? undefined : result.data);
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted]);

  return { suggestions: suggestions?.keyword === wanted ? suggestions : undefined };
}
