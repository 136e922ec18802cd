// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { store } from '../../state/store.ts';
import { MAX_TOASTS, toast } from '../../state/toasts.ts';
import { Toasts } from './toasts.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  store.toasts.splice(0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('shows a toast for its full time from when it is on screen, even when raised long before', async () => {
  toast('Your session has ended. Please sign in again; your browsing is kept.', 'error');
  await vi.advanceTimersByTimeAsync(8000); // the page took long to render
  render(<Toasts />);
  expect(screen.getByRole('alert').textContent).toContain('Your session has ended');
  await act(() => vi.advanceTimersByTimeAsync(4900));
  expect(screen.queryByRole('alert')).not.toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(200));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a success goes after 3 s; a dismissed toast goes at once', async () => {
  render(<Toasts />);
  await act(async () => {
    toast('Added to your cart', 'success');
    toast('Saved to your wishlist', 'info');
  });
  expect(screen.getAllByRole('status')).toHaveLength(2);
  await act(() => vi.advanceTimersByTimeAsync(3100));
  expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Saved to your wishlist×']);
  await act(async () => screen.getByRole('button', { name: 'Dismiss' }).click());
  expect(screen.queryAllByRole('status')).toHaveLength(0);
});

it('shows at most MAX_TOASTS at once: a new one pushes out the oldest', async () => {
  render(<Toasts />);
  await act(async () => {
    for (let i = 1; i <= MAX_TOASTS + 5; i++) toast(`Message ${i}`, 'info');
  });
  const shown = screen.getAllByRole('status').map((s) => s.textContent?.replace('×', ''));
  expect(shown).toHaveLength(MAX_TOASTS);
  expect(shown[0]).toBe('Message 6');
  expect(shown.at(-1)).toBe(`Message ${MAX_TOASTS + 5}`);
});
