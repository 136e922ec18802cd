/** What the content forms (newsletter, contact) share: one send at a time, and the server's field errors. */
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { isAttarError } from '@attar/sdk';

/**
 * Runs a send at most once at a time, so a double click never posts twice; `sending` drives the
 * disabled submit button.
 * @example const { sending, run } = useSingleSend(); await run(() => api.forms.contact(input));
 */
export function useSingleSend(): { sending: boolean; run: <T>(task: () => Promise<T>) => Promise<T | undefined> } {
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const run = useCallback(async <T,>(task: () => Promise<T>): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setSending(true);
    try {
      return await task();
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, []);
  return { sending, run };
}

/** The server's messages per field (`{ email: 'Enter a valid email' }`), from an SDK error. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isAttarError(error) && 'fieldErrors' in error && Array.isArray(error.fieldErrors)) {
    for (const problem of error.fieldErrors as Array<{ field: string; message: string }>) {
      const name = problem.field.split('.').pop() ?? problem.field;
      out[name] ??= problem.message;
    }
  }
  return out;
}

/**
 * For a submit button's `onMouseDown`: the field being typed in keeps focus until the click, so its
 * blur check cannot add or remove a message and move the button from under the pointer (a lost
 * click); the submit then checks every field anyway.
 */
export function keepFocus(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}
