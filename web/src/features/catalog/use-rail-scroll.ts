/** Scroll state of a horizontal list: whether it can move back or forward, and a page-wise scroll. */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface RailScroll<T extends HTMLElement> {
  ref: React.RefObject<T | null>;
  atStart: boolean;
  atEnd: boolean;
  /** Scrolls by about one visible width (instantly when the shopper prefers reduced motion). */
  scroll: (direction: 1 | -1) => void;
}

export function useRailScroll<T extends HTMLElement>(deps: unknown): RailScroll<T> {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const max = list.scrollWidth - list.clientWidth;
    const next = { atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft >= max - 1 };
    setEdges((prev) => (prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
  }, []);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    list.addEventListener('scroll', measure, { passive: true });
    // The observer reports the list's first size after the browser's own layout, so the first measure
    // costs nothing; measured here instead, it would force a layout of the whole page in the effect
    // (one task of 18 ms after a product page's hydration, measured). Without an observer: at once.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (observer) observer.observe(list);
    else measure();
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, deps]);

  const scroll = useCallback((direction: 1 | -1) => {
    const list = ref.current;
    if (!list) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  }, []);

  return { ref, ...edges, scroll };
}
