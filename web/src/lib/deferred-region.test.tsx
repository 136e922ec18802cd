// @vitest-environment happy-dom
import { act, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerReads, ServerReadsProvider } from '../data/server-reads.ts';
import { DeferredRegion } from './deferred-region.tsx';
import { useHydrated } from './hydrated.ts';
import { preloadable } from './preloadable.ts';

// React's act() in a DOM test environment
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An IntersectionObserver the test moves by hand: `show()` tells every observer its targets are near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static show() {
    for (const o of FakeObserver.all) {
      const entries = o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
    }
  }
}

/** The browser's idle moments, by hand: `idle()` runs what waits for one. */
let idleCallbacks: Array<() => void> = [];
const idle = () => {
  const due = idleCallbacks;
  idleCallbacks = [];
  for (const callback of due) callback();
};

let container: HTMLElement;
let root: Root | undefined;
let recoverable: unknown[];

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  container = document.createElement('div');
  document.body.append(container);
  recoverable = [];
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ label }: { label: string }) {
  return (
    <main>
      <h1>Top</h1>
      <DeferredRegion className="later" data-test="region">
        <Counter label={label} />
      </DeferredRegion>
    </main>
  );
}

/** Renders `element` as the storefront's server does (with its reads), to a string. */
const serve = (element: ReactNode, reads = createServerReads(async () => undefined)) =>
  renderToString(<ServerReadsProvider value={reads}>{element}</ServerReadsProvider>);

/** Server-renders `element` into the container, then hydrates it as the browser would. */
async function serveAndHydrate(element: ReactNode): Promise<void> {
  container.innerHTML = serve(element);
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) });
  });
}

const region = () => container.querySelector<HTMLElement>('[data-deferred]')!;
const button = () => container.querySelector('button')!;

describe('DeferredRegion', () => {
  it('is rendered whole by the server, marked as deferred, with its own attributes', () => {
    const html = serve(<Page label="Taps" />);
    expect(html).toContain('data-deferred=""');
    expect(html).toContain('class="later"');
    expect(html).toContain('data-test="region"');
    expect(html).toContain(`<button type="button">Taps<!-- --> <!-- -->0</button>`);
    expect(html).not.toContain('data-hydrated');
  });

  it('keeps the server HTML inert until it comes near the screen, then hydrates it', async () => {
    await serveAndHydrate(<Page label="Taps" />);
    expect(region().hasAttribute('data-hydrated')).toBe(false);
    act(() => button().click());
    // not hydrated: no handler ran, the server's HTML is untouched
    expect(button().textContent).toBe('Taps 0');

    await act(async () => FakeObserver.show());
    expect(region().hasAttribute('data-hydrated')).toBe(true);
    act(() => button().click());
    expect(button().textContent).toBe('Taps 1');
    expect(recoverable).toEqual([]);
  });

  it('opens at the first idle moment after the hydration, even far from the screen', async () => {
    await serveAndHydrate(<Page label="Taps" />);
    expect(region().hasAttribute('data-hydrated')).toBe(false);
    await act(async () => idle());
    expect(region().hasAttribute('data-hydrated')).toBe(true);
    expect(recoverable).toEqual([]);
  });

  it('keeps a change from above out of a closed region and shows it once the region has hydrated', async () => {
    let rename: (label: string) => void = () => {};
    function Host() {
      const [label, setLabel] = useState('Taps');
      rename = setLabel;
      return <Page label={label} />;
    }
    await serveAndHydrate(<Host />);
    act(() => rename('Presses'));
    // the server's HTML stays (no fallback, no render anew) while the region is closed
    expect(button().textContent).toBe('Taps 0');
    expect(region().hasAttribute('data-hydrated')).toBe(false);

    await act(async () => FakeObserver.show());
    expect(region().hasAttribute('data-hydrated')).toBe(true);
    expect(button().textContent).toBe('Presses 0');
    expect(recoverable).toEqual([]);
  });

  it('is open from the start in a render of the browser’s own', async () => {
    root = createRoot(container);
    await act(async () => root!.render(<Page label="Taps" />));
    expect(region().hasAttribute('data-hydrated')).toBe(true);
    act(() => button().click());
    expect(button().textContent).toBe('Taps 1');
  });

  it('lists the code-split parts rendered inside it apart from the first view’s', () => {
    const Inside = preloadable('test:inside', async () => () => <p>inside</p>);
    const Outside = preloadable('test:outside', async () => () => <p>outside</p>);
    const reads = createServerReads(async () => undefined);
    // both parts' code is there already, so the server render does not wait for it
    return Promise.all([Inside.preload(), Outside.preload()]).then(() => {
      serve(
        <>
          <Outside />
          <DeferredRegion>
            <Inside />
          </DeferredRegion>
        </>,
        reads,
      );
      expect([...reads.modules]).toEqual(['test:outside']);
      expect([...reads.deferredModules]).toEqual(['test:inside']);
    });
  });
});

describe('useHydrated', () => {
  function Where() {
    return <p>{useHydrated() ? 'browser' : 'server'}</p>;
  }

  it('hydrates as the server rendered, then shows the browser’s state', async () => {
    expect(serve(<Where />)).toBe('<p>server</p>');
    await serveAndHydrate(<Where />);
    expect(container.textContent).toBe('browser');
    expect(recoverable).toEqual([]);
  });

  it('is true from the first render of a component the browser mounts on its own', () => {
    let first: string | undefined;
    function Probe() {
      const hydrated = useHydrated();
      first ??= hydrated ? 'browser' : 'server';
      return null;
    }
    root = createRoot(container);
    act(() => root!.render(<Probe />));
    expect(first).toBe('browser');
  });
});
