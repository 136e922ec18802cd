/**
 * Whether a block is the first thing on its page, so that its title becomes the page's `h1` (the
 * policy pages open with a rich-text block, the home page with the banner). Read from the rendered
 * order, which is the config's `blockOrder` after disabled and unknown blocks are dropped.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** @example const [ref, opensPage] = useOpensPage<HTMLElement>(); <section ref={ref}>… */
export function useOpensPage<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [opens, setOpens] = useState(false);
  useLayoutEffect(() => {
    const frame = ref.current?.closest('.block-frame');
    setOpens(Boolean(frame?.parentElement && frame.parentElement.firstElementChild === frame));
  }, []);
  return [ref, opens];
}
