// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRailScroll } from './use-rail-scroll.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A ResizeObserver the test drives: `report()` delivers the first size, as the browser does after its layout. */
const observers: Array<() => void> = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {}
}

/** A list whose geometry is read through counted getters: 600 px of cards in a 300 px window. */
function geometry(list: HTMLElement, reads: { count: number }) {
  const read = (value: number) => () => (reads.count++, value);
  Object.defineProperty(list, 'scrollWidth', { get: read(600), configurable: true });
  Object.defineProperty(list, 'clientWidth', { get: read(300), configurable: true });
  Object.defineProperty(list, 'scrollLeft', { get: read(0), configurable: true });
}

function Rail({ reads }: { reads: { count: number } }) {
  const { ref, atStart, atEnd } = useRailScroll<HTMLUListElement>(null);
  return (
    <ul
      ref={(node) => {
        if (node) geometry(node, reads);
        ref.current = node;
      }}
      data-edges={`${atStart} ${atEnd}`}
    />
  );
}

let root: Root | undefined;
beforeEach(() => {
  observers.length = 0;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function mount(reads: { count: number }): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<Rail reads={reads} />));
  return container.querySelector('ul')!;
}

describe('useRailScroll', () => {
  it('reads the list’s geometry only when the observer reports its size, never in the effect (a forced layout)', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const reads = { count: 0 };
    const list = mount(reads);
    expect(reads.count).toBe(0);
    expect(list.dataset.edges).toBe('true true');

    act(() => observers.forEach((report) => report()));
    expect(reads.count).toBeGreaterThan(0);
    expect(list.dataset.edges).toBe('true false');
  });

  it('measures at once where the browser has no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const list = mount({ count: 0 });
    expect(list.dataset.edges).toBe('true false');
  });
});
