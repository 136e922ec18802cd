/** Fixtures for the checkout's component tests: a cart, its review, addresses and payment methods. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import type { Schemas } from '@attar/sdk';

const summary = (total: number): Schemas['PriceSummary'] => ({
  itemCount: 2,
  mrpTotal: 2598,
  subtotal: 2078,
  discount: 520,
  couponDiscount: 2078 - total,
  shipping: 0,
  total,
  currency: 'INR',
});

export const cartItem = (): Schemas['CartItem'] => ({
  cin: 'ATR-NIM-50',
  productId: 'PR00006',
  slug: 'nimbu-fizz',
  name: 'Nimbu Fizz',
  variantLabel: '50 ml',
  image: { url: '/media/products/nimbu-fizz.svg', altText: 'Nimbu Fizz 50 ml bottle' },
  quantity: 2,
  unitPrice: 1039,
  mrp: 1299,
  lineTotal: 2078,
  inStock: true,
  onSale: true,
});

export const cart = (): Schemas['Cart'] => ({
  checkoutId: 'CK7Q2M9X4B1Z',
  items: [cartItem()],
  summary: summary(2078),
  updatedAt: '2026-11-22T10:00:00.000Z',
});

export const reviewed = (): Schemas['ReviewedCart'] => ({ cart: cart(), totals: summary(2078), paymentMode: 'UPI' });

export const address = (id = 'AD000123', zipcode = '560001'): Schemas['Address'] => ({
  addressId: id,
  type: 'H',
  status: 'A',
  addressee: 'Ananya Rao',
  contactNumber: '9876543210',
  countryCode: 'in',
  line1: 'Flat 302, Lavelle Residency',
  cityOrArea: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  zipcode,
  defaultBillingAddress: 'Y',
  defaultShippingAddress: 'Y',
  isInternational: false,
});

export const methods = (): Schemas['PaymentMethodList'] => ({
  methods: [
    { mode: 'UPI', label: 'UPI', description: 'Pay with any UPI app.', enabled: true, minAmount: 1, maxAmount: 100000 },
    {
      mode: 'RAZORPAY',
      label: 'Cards, netbanking and wallets',
      description: 'Via Razorpay.',
      enabled: true,
      minAmount: 1,
      maxAmount: 500000,
    },
    { mode: 'PAYU', label: 'Cards via PayU', description: 'Via PayU.', enabled: true, minAmount: 100, maxAmount: 500000 },
  ],
  currency: 'INR',
  international: false,
  defaultMode: 'UPI',
});

export const meta = (message = 'OK') => ({ status: 200, httpStatus: 200, message, requestId: undefined });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders at a route with a fresh SWR cache; `where` shows the current URL after navigation. `wrapper`
 * goes around it (test-support/canned-reads.tsx answers the reads).
 */
export function renderAt(path: string, element: ReactNode, wrapper?: (props: { children: ReactNode }) => ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/checkout" element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SWRConfig>,
    wrapper ? { wrapper } : {},
  );
}
