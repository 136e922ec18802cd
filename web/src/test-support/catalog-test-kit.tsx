/** Shared fixtures of the catalogue's component tests: a card, a full product, and a router to render in. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Schemas } from '@attar/sdk';

export const summary = (over: Partial<Schemas['ProductSummary']> = {}): Schemas['ProductSummary'] => ({
  productId: 'PR00012',
  slug: 'oud-noir',
  name: 'Oud Noir',
  audience: 'MEN',
  category: { categoryId: 'CA00001', categoryName: 'For Him' },
  brand: { brandId: 'BR00001', brandName: 'Attar House' },
  image: { url: '/media/products/oud-noir.svg', altText: 'Oud Noir 100 ml bottle' },
  cin: 'ATR-OUD-100',
  price: 2499,
  mrp: 2999,
  discountPercent: 17,
  rating: { average: 4.6, count: 212 },
  inStock: true,
  onSale: false,
  ...over,
});

export const variant = (over: Partial<Schemas['Variant']> & Pick<Schemas['Variant'], 'cin' | 'sizeMl'>): Schemas['Variant'] => ({
  label: `${over.sizeMl} ml`,
  price: 1000,
  mrp: 1000,
  discountPercent: 0,
  stock: 20,
  inStock: true,
  ...over,
});

export const product = (over: Partial<Schemas['Product']> = {}): Schemas['Product'] => ({
  productId: 'PR00012',
  slug: 'oud-noir',
  name: 'Oud Noir',
  description: '<p>Smoky oud.</p>',
  audience: 'MEN',
  category: { categoryId: 'CA00001', categoryName: 'For Him' },
  brand: { brandId: 'BR00001', brandName: 'Attar House' },
  notes: { top: ['Saffron'], heart: ['Rose'], base: ['Oud'] },
  fragranceFamily: 'WOODY',
  concentration: 'EDP',
  images: [
    { url: '/media/products/oud-noir.svg', altText: 'Oud Noir bottle', width: 800, height: 800 },
    { url: '/media/products/oud-noir-box.svg', altText: 'Oud Noir gift box', width: 800, height: 800 },
  ],
  variants: [
    variant({ cin: 'ATR-OUD-12', sizeMl: 12, price: 699, mrp: 699 }),
    variant({ cin: 'ATR-OUD-50', sizeMl: 50, price: 1599, mrp: 1999, discountPercent: 20, stock: 3 }),
    variant({ cin: 'ATR-OUD-100', sizeMl: 100, price: 2499, mrp: 2499, stock: 0, inStock: false }),
  ],
  defaultCin: 'ATR-OUD-12',
  sellerId: 'SL00001',
  storeId: 'ST00001',
  attributes: [],
  rating: { average: 4.6, count: 212 },
  isNew: false,
  onSale: false,
  inStock: true,
  ...over,
});

/** Renders inside a memory router at `url` (on a route `path`); returns the router to read its location. */
export function renderAt(ui: ReactNode, url = '/', path = '*', wrapper?: (props: { children: ReactNode }) => ReactNode) {
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [url] });
  const view = render(<RouterProvider router={router} />, wrapper ? { wrapper } : {});
  return { router, ...view };
}
