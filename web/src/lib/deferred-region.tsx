/**
 * A part of a server-rendered page that the browser hydrates apart from the first view: when it comes
 * near the screen, or at the browser's first idle moment after the page's hydration, whichever is
 * first. Until then its HTML stays as the server sent it, visible and readable, and the page's
 * hydration skips it: the first hydration covers only what the shopper sees first, and the code-split
 * parts rendered inside a region (listed apart by the server, lib/preloadable.ts) load when it opens
 * (decision 010, "Deferred regions").
 *
 * How, in React's terms: the region's own element hydrates at once and holds a gate; inside it, a
 * suspense boundary whose first child waits for the gate. A boundary that suspends while hydrating stays
 * as the server's HTML, and React hydrates it when the promise settles. Two rules keep that safe:
 * - Nothing reaches a boundary before it has hydrated: React would have to drop the server's HTML and
 *   render it anew (or, for a transition, hold the whole update back). So the region hands its boundary
 *   the children of its first render until the boundary reports that it has hydrated, and only then the
 *   current ones; and the contexts above regions keep their values (the wishlist is a store for that
 *   reason, data/wishlist-context.tsx).
 * - Anything that does render inside a closed region waits for the gate too: an update React could not
 *   keep out resumes when the region opens instead of being lost.
 * A region the browser mounts on its own (a page it navigated to) is open from the start.
 *
 * Once hydrated the element carries `data-hydrated`; the end-to-end journeys wait for every region
 * before they act (a click on HTML that has not hydrated reaches no handler).
 */
import {
  createContext,
  createElement,
  Suspense,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useServerReads } from '../data/server-reads.ts';
import { useHydrating } from './hydrated.ts';

/** How far beyond the screen a region starts hydrating: about a phone's screen. */
const NEAR = '800px 0px';
/** The longest a region waits for an idle moment after the page's hydration. */
const IDLE_WAIT_MS = 300;

const DeferredContext = createContext(false);

/** Whether this render is inside a deferred region (lib/preloadable.ts lists such parts apart). */
export const useInDeferredRegion = (): boolean => useContext(DeferredContext);

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

const OPEN: Gate = { promise: Promise.resolve(), open: () => {} };

function closedGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function Wait({ gate, children }: { gate: Gate; children: ReactNode }): ReactNode {
  // a gate that was ever closed goes through `use` on every render, open or not: React expects a
  // component that suspended on `use` to call it again when it renders after (and returns at once then)
  if (gate !== OPEN) use(gate.promise);
  return children;
}

function Done({ onDone }: { onDone: () => void }): null {
  useEffect(onDone, [onDone]);
  return null;
}

type RegionProps = HTMLAttributes<HTMLElement> & {
  /** The region's element: a `div` unless said otherwise. */
  as?: 'div' | 'section' | 'footer';
  /** What shows while the region's code loads in a render of the browser's own. */
  fallback?: ReactNode;
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
};

export function DeferredRegion({ as = 'div', fallback = null, children, ...props }: RegionProps): ReactNode {
  const hydrating = useHydrating();
  // on the server (the one place with server reads), and in a render of the browser's own, nothing waits
  const server = useServerReads() !== null;
  const [gate] = useState(() => (hydrating && !server ? closedGate() : OPEN));
  const [hydrated, setHydrated] = useState(gate === OPEN);
  const element = useRef<HTMLElement | null>(null);
  const [onDone] = useState(() => () => {
    element.current?.setAttribute('data-hydrated', '');
    setHydrated(true);
  });
  useEffect(() => {
    if (gate === OPEN) return;
    const target = element.current;
    let observer: IntersectionObserver | undefined;
    if (target && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), {
        rootMargin: NEAR,
      });
      observer.observe(target);
    }
    // the first idle moment after the page's hydration (this effect runs in the hydration's commit):
    // the regions open then, in slices React renders between the shopper's input
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(gate.open, { timeout: IDLE_WAIT_MS })
        : setTimeout(gate.open, 0);
    return () => {
      observer?.disconnect();
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, [gate]);

  // until the boundary has hydrated it gets the very element of the first render (React then skips it)
  const inner = (
    <DeferredContext value={true}>
      <Suspense fallback={fallback}>
        <Wait gate={gate}>{children}</Wait>
        <Done onDone={onDone} />
      </Suspense>
    </DeferredContext>
  );
  const first = useRef<ReactElement | null>(null);
  first.current ??= inner;
  return createElement(as, { ...props, ref: element, 'data-deferred': '' }, hydrated ? inner : first.current);
}
