// @vitest-environment happy-dom
/** The product page offers the personalisation (loaded when opened), the add-ons tab feeds it, and "Ask about this perfume" opens its form. */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Schemas } from '@attar/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product, renderAt } from '../../../test-support/catalog-test-kit.tsx';
import { ProductView } from './product-detail.tsx';

vi.mock('../../../data/cart-actions.ts', () => ({ addToCart: async () => undefined, buyNow: async () => ({ route: '/' }) }));
vi.mock('../../../data/wishlist-actions.ts', () => ({
  useWishlist: () => ({ productIds: [], count: 0, isLoading: false }),
  toggleWishlist: async () => undefined,
  WISHLIST_SIGN_IN_MESSAGE: '',
}));
vi.mock('../../../content/blocks/parts/rich-text-content.tsx', () => ({
  FieldText: ({ field }: { field: { value: string } }) => <div>{field.value.replace(/<[^>]+>/g, '')}</div>,
}));
vi.mock('../../../data/client.ts', () => ({ api: {} }));

const details = vi.hoisted(() => ({ value: undefined as unknown }));
vi.mock('../../../data/use-action.ts', () => ({
  useAction: (action: string, input: unknown) => ({
    data: action === 'catalogOtherDetails' && input ? details.value : undefined,
    error: undefined,
    isLoading: false,
    mutate: vi.fn(),
  }),
}));

const otherDetails = (over: Partial<Schemas['ProductOtherDetails']> = {}): Schemas['ProductOtherDetails'] => ({
  productId: 'PR00012',
  addOns: [{ addOnId: 'AO00002', name: 'Velvet pouch', price: 149 }],
  cancelPolicy: { policyId: 'PO00001', title: 'Cancellation policy', summary: 'No', allowed: false },
  returnPolicy: { policyId: 'PO00002', title: 'Return policy', summary: 'Defects only', allowed: true },
  customizationOptions: [
    { name: 'engraving', label: 'Engrave the bottle', inputType: 'text', required: false, maxLength: 20, price: 199 },
  ],
  ...over,
});

const sections = {
  pincodeCheck: false,
  reviews: false,
  otherDetails: true,
  relatedProducts: false,
  similarItems: false,
  upsellCrossSell: false,
  recentlyViewed: false,
};

afterEach(cleanup);

describe('personalising on the product page', () => {
  it('offers the personalisation once the options are read, and loads its form when opened', async () => {
    details.value = otherDetails();
    renderAt(<ProductView product={product()} sections={sections} />);
    const toggle = await screen.findByRole('button', { name: 'Personalise this bottle' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByLabelText('Engrave the bottle (+₹199)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide personalisation' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("takes an add-on from the Add-ons tab into the bottle's personalisation", async () => {
    details.value = otherDetails();
    renderAt(<ProductView product={product()} sections={sections} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Add-ons' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my bottle: Velvet pouch' }));
    const pouch = (await screen.findByRole('checkbox', { name: /Velvet pouch/ })) as HTMLInputElement;
    expect(pouch.checked).toBe(true);
  });

  it('offers nothing to personalise for a perfume without options or add-ons', async () => {
    details.value = otherDetails({ addOns: [], customizationOptions: [] });
    renderAt(<ProductView product={product()} sections={sections} />);
    expect(await screen.findByRole('button', { name: 'Ask about this perfume' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Personalise this bottle' })).toBeNull();
  });
});

describe('asking about the perfume', () => {
  it('opens the enquiry form for the chosen size', async () => {
    details.value = otherDetails();
    renderAt(<ProductView product={product()} sections={sections} />);
    fireEvent.click(screen.getByRole('radio', { name: /50 ml/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Ask about this perfume' }));
    await waitFor(() => expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('About Oud Noir 50 ml'));
  });
});
