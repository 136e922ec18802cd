/**
 * Parts below the fold render after what the shopper sees first, in background (interruptible) renders
 * and one part per frame: each part's render, commit and the reads it starts are their own short task
 * instead of one long one that keeps the page from answering a tap.
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `parts` may render: 0 in the first paint, then one more each frame.
 * @example const shown = useStagedReveal(3); {shown >= 1 ? <Facts /> : null}{shown >= 2 ? <Reviews /> : null}
 */
export function useStagedReveal(parts: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= parts) return;
    const frame = requestAnimationFrame(() => startTransition(() => setShown((n) => Math.min(parts, n + 1))));
    return () => cancelAnimationFrame(frame);
  }, [shown, parts]);
  return shown;
}

/**
 * How many of `total` items to render: `first` at once, all of them from the next frame (in a
 * background render). A rail commits its first cards in one short task and the rest in another.
 * @example const shown = useGrowingCount(items.length, 4); items.slice(0, shown)
 */
export function useGrowingCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= first) return;
    const frame = requestAnimationFrame(() => startTransition(() => setAll(true)));
    return () => cancelAnimationFrame(frame);
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
