// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollOnNavigate } from './navigation.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function start(path: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '*', element: <ScrollOnNavigate /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, scrollTo };
}

describe('scrolling on navigation', () => {
  it('a filter (a new query on the same page) leaves the shopper where they were, the first time too', async () => {
    const { router, scrollTo } = start('/shop');
    await act(() => router.navigate('/shop?family=WOODY'));
    await act(() => router.navigate('/shop?family=WOODY&stock=1'));
    await act(() => router.navigate('/shop?family=WOODY&stock=1', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a new page opens at its top; Back is left to the browser', async () => {
    const { router, scrollTo } = start('/shop?family=WOODY');
    await act(() => router.navigate('/p/oud-noir/UFIwMDAxMg'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
