// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { summary } from '../../test-support/catalog-test-kit.tsx';
import { ProductRail, SERVER_CARDS } from './product-rail.tsx';

// React's act() in a DOM test environment
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items = Array.from({ length: 10 }, (_, i) =>
  summary({ productId: `PR000${10 + i}`, slug: `perfume-${i}`, name: `Perfume ${i}` }),
);
const app = () => {
  const router = createMemoryRouter(
    [{ path: '*', element: <ProductRail title="New Arrivals" items={items} showCart={false} showWishlist={false} /> }],
    { initialEntries: ['/'] },
  );
  return <RouterProvider router={router} />;
};
const cardNames = (root: ParentNode) => [...root.querySelectorAll('.product-rail-item h3')].map((h) => h.textContent);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('ProductRail on a page the server rendered', () => {
  it('sends the cards the widest layout shows at once, then shows them all once hydrated, with no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.append(container);
    expect(cardNames(container)).toEqual(items.slice(0, SERVER_CARDS).map((p) => p.name));

    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, app(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(cardNames(container)).toEqual(items.map((p) => p.name));
  });
});
