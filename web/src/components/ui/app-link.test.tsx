// @vitest-environment happy-dom
// @vitest-isolate the navigate function lent to the links is module state, which other files' routers also set
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router';
import { lendRouterNavigate } from '../../lib/navigate.ts';
import { AppLink } from './app-link.tsx';

/** What the app's NavigationBridge does: lends the router's navigate to the links. */
function LendNavigate(): null {
  const navigate = useNavigate();
  useEffect(() => lendRouterNavigate(navigate), [navigate]);
  return null;
}

function Where() {
  const { pathname, search, hash } = useLocation();
  return (
    <>
      <output data-testid="where">{`${pathname}${search}${hash}`}</output>
      <output data-testid="how">{useNavigationType()}</output>
    </>
  );
}

const renderAt = (path: string, link: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LendNavigate />
      <Routes>
        <Route path="/shop/*" element={link} />
        <Route path="*" element={link} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

afterEach(cleanup);

/** Clicks like a mouse would; says whether the app took the click (prevented the browser's navigation). */
function click(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  // after React's handler (on the root) and before the browser would follow the link
  const look = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', look);
  act(() => {
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  window.removeEventListener('click', look);
  return taken;
}

describe('AppLink', () => {
  it('renders a real anchor and moves the router on a plain click', () => {
    renderAt(
      '/',
      <AppLink to="/p/oud-noir/UFIwMDAwMQ?size=50#notes" className="card-link">
        Oud Noir
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Oud Noir' });
    expect(link.getAttribute('href')).toBe('/p/oud-noir/UFIwMDAwMQ?size=50#notes');
    expect(link.className).toBe('card-link');
    expect(click(link)).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/p/oud-noir/UFIwMDAwMQ?size=50#notes');
    expect(screen.getByTestId('how').textContent).toBe('PUSH');
  });

  it('leaves modified clicks and other targets to the browser', () => {
    renderAt(
      '/',
      <AppLink to="/shop" target="_blank" rel="noopener noreferrer">
        Shop in a new tab
      </AppLink>,
    );
    expect(click(screen.getByRole('link'))).toBe(false);
    cleanup();

    renderAt('/', <AppLink to="/shop">Shop</AppLink>);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      expect(click(screen.getByRole('link'), { [modifier]: true })).toBe(false);
    }
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('runs its own onClick first, and a handler that prevents the default keeps the page', () => {
    const seen: string[] = [];
    renderAt(
      '/',
      <AppLink
        to="/shop"
        onClick={(e) => {
          seen.push('clicked');
          e.preventDefault();
        }}
      >
        Shop
      </AppLink>,
    );
    expect(click(screen.getByRole('link'))).toBe(true);
    expect(seen).toEqual(['clicked']);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('replaces the history entry when the link names the page it is on', () => {
    window.history.replaceState(null, '', '/shop');
    renderAt('/shop', <AppLink to="/shop">Shop</AppLink>);
    expect(click(screen.getByRole('link'))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/shop');
    expect(screen.getByTestId('how').textContent).toBe('REPLACE');
  });

  it('resolves a relative path through react-router', () => {
    renderAt('/shop', <AppLink to="perfumes">Perfumes</AppLink>);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/shop/perfumes');
    expect(click(screen.getByRole('link'))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/shop/perfumes');
  });
});
