// @vitest-environment happy-dom
/** The product page offers the personalisation (loaded when opened), the add-ons tab feeds it, and "Ask about this perfume" opens its form. */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Schemas } from '@attar/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { patchDomForDomPurify } from '../../../content/blocks/test-dom.ts';
import { cannedReads } from '../../../test-support/canned-reads.tsx';
import { product, renderAt as renderIn } from '../../../test-support/catalog-test-kit.tsx';
import { ProductView } from './product-detail.tsx';

patchDomForDomPurify();

// the product's other details are read; nothing else answers (no wishlist, no pincode, no rails)
const details = { value: undefined as unknown };
const reads = cannedReads((action, input) => (action === 'catalogOtherDetails' && input ? details.value : undefined));
const renderAt = (ui: ReactNode) => renderIn(ui, '/', '*', reads.wrapper);

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
    // the form's code loads when it is opened (its first load in a run takes a while on a busy machine)
    expect(await screen.findByLabelText('Engrave the bottle (+₹199)', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide personalisation' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("takes an add-on from the Add-ons tab into the bottle's personalisation", async () => {
    details.value = otherDetails();
    renderAt(<ProductView product={product()} sections={sections} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Add-ons' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my bottle: Velvet pouch' }));
    const pouch = (await screen.findByRole('checkbox', { name: /Velvet pouch/ }, { timeout: 5000 })) as HTMLInputElement;
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
    // the form's code loads when it is opened (its first load in a run takes a while on a busy machine)
    await waitFor(() => expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('About Oud Noir 50 ml'), {
      timeout: 5000,
    });
  });
});
