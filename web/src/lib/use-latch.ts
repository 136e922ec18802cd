/**
 * One action at a time, refused synchronously.
 *
 * A busy button is disabled by React only at its next render, and after an `await` that render is not
 * immediate: a second click that lands between the reply and the render (a double-click on a busy
 * machine) would run the action again, with a new idempotency key or a second payment check. The latch
 * is a ref, so the second click sees it at once. Release it when the action failed (the shopper may try
 * again); keep it when the action succeeded and the screen is moving on, so nothing repeats before it has.
 */
import { useMemo, useRef } from 'react';

export interface Latch {
  /** Takes the latch; false when it is already held (the caller returns without acting). */
  take(): boolean;
  /** Lets the next action through. */
  release(): void;
  /** Whether an action holds it now (a background check waits its turn). */
  taken(): boolean;
}

export function useLatch(): Latch {
  const held = useRef(false);
  return useMemo(
    () => ({
      take() {
        if (held.current) return false;
        held.current = true;
        return true;
      },
      release() {
        held.current = false;
      },
      taken: () => held.current,
    }),
    [],
  );
}
