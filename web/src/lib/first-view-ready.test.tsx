// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Placeholder, Skeleton } from '../components/ui/status.tsx';
import {
  afterFirstView,
  firstViewRendered,
  holdFirstView,
  isFirstViewReady,
  resetFirstViewForTests,
  startFirstViewClock,
  useFirstViewReady,
  useFirstViewRendered,
} from './first-view-ready.ts';

/** Lets frames, timers and idle callbacks run. */
const settleFor = (ms = 60) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(resetFirstViewForTests);
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  document.body.innerHTML = '';
});

/** Timers, frames and idle callbacks under the test's control. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'requestIdleCallback'] });

describe('the first view', () => {
  it('is not ready before the app has rendered, even with nothing holding it', async () => {
    const ready = vi.fn();
    void afterFirstView().then(ready);
    await settleFor();
    expect(ready).not.toHaveBeenCalled();
    expect(isFirstViewReady()).toBe(false);
  });

  it('is ready a frame after the app has rendered when nothing holds it', async () => {
    const ready = vi.fn();
    void afterFirstView().then(ready);
    firstViewRendered();
    expect(ready).not.toHaveBeenCalled();
    await settleFor();
    expect(ready).toHaveBeenCalledTimes(1);
    // later waiters resolve at once
    await expect(afterFirstView()).resolves.toBeUndefined();
  });

  it('waits while any hold is in place and checks again after the last one goes', async () => {
    const first = holdFirstView();
    const second = holdFirstView();
    firstViewRendered();
    await settleFor();
    first();
    first(); // letting go twice counts once
    await settleFor();
    expect(isFirstViewReady()).toBe(false);
    second();
    await settleFor();
    expect(isFirstViewReady()).toBe(true);
  });

  it('waits for the page’s high-priority pictures, but not forever', async () => {
    fakeClock();
    document.body.innerHTML = '<main id="main"><img fetchpriority="high" src="/never.svg" alt=""></main>';
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    firstViewRendered();
    await vi.advanceTimersByTimeAsync(1500);
    expect(isFirstViewReady()).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(isFirstViewReady()).toBe(true);
  });

  it('is ready at the latest moment even when a hold never goes', async () => {
    fakeClock();
    startFirstViewClock(6000);
    holdFirstView();
    firstViewRendered();
    await vi.advanceTimersByTimeAsync(5900);
    expect(isFirstViewReady()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(isFirstViewReady()).toBe(true);
  });

  it('is held by the loading placeholders on screen, and renders what waits for it once ready', async () => {
    function Page({ loading }: { loading: boolean }) {
      useFirstViewRendered();
      const ready = useFirstViewReady();
      return (
        <>
          {loading ? <Skeleton /> : <p>Kesar Amber</p>}
          {loading ? <Placeholder className="block-skeleton" /> : null}
          {ready ? <footer>Footer</footer> : null}
        </>
      );
    }
    const view = render(<Page loading />);
    await settleFor();
    expect(screen.queryByText('Footer')).toBeNull();
    view.rerender(<Page loading={false} />);
    expect(await screen.findByText('Footer')).toBeTruthy();
  });
});
