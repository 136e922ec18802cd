/**
 * True from the frame after the component first paints, set in a background (interruptible) render:
 * parts below the fold render after what the shopper sees first, without blocking the main thread.
 */
import { startTransition, useEffect, useState } from 'react';

export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return ready;
}
