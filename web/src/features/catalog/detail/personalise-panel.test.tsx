// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { CustomizationFields } from '@attar/sdk/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PersonalisePanel from './personalise-panel.tsx';
import { ApiError } from '@attar/sdk';
import { store } from '../../../state/store.ts';
import { cart as checkoutCart } from '../../../test-support/checkout-test-kit.tsx';
import { fakeApi } from '../../../test-support/fake-api.ts';

const cart = {
  calls: [] as unknown[][],
  reply: undefined as string | undefined,
  bought: [] as unknown[][],
  buyReply: { checkoutId: 'CKBUY1' } as { checkoutId: string } | { error: string },
};
type Item = { cin: string; quantity: number } & Record<string, unknown>;
/** The shop refusing an item, in the words given. */
const refusal = (message: string) => ({ error: new ApiError({ status: 400, httpStatus: 400, code: 'http.400', message }) });
// a signed-in buyer: adding and buying now go through the real cart actions to these shop calls
fakeApi({
  cart: {
    addItem: async ({ cin, quantity, ...extra }: Item) => {
      cart.calls.push([cin, quantity, extra]);
      return cart.reply ? refusal(cart.reply) : { data: checkoutCart() };
    },
  },
  checkout: {
    buyNow: async ({ cin, quantity, buyNow: _, ...extra }: Item) => {
      cart.bought.push([cin, quantity, extra]);
      const reply = cart.buyReply;
      return 'error' in reply ? refusal(reply.error) : { data: { cart: { ...checkoutCart(), checkoutId: reply.checkoutId } } };
    },
  },
});

const details = (over: Partial<Schemas['ProductOtherDetails']> = {}): Schemas['ProductOtherDetails'] => ({
  productId: 'PR00012',
  addOns: [
    { addOnId: 'AO00001', name: 'Gift wrap', description: 'Hand-tied kraft wrap', price: 99 },
    { addOnId: 'AO00002', name: 'Velvet pouch', price: 149 },
  ],
  cancelPolicy: { policyId: 'PO00001', title: 'Cancellation policy', summary: 'No', allowed: false },
  returnPolicy: { policyId: 'PO00002', title: 'Return policy', summary: 'Defects only', allowed: true },
  customizationOptions: [
    { name: 'engraving', label: 'Engrave the bottle', inputType: 'text', required: false, maxLength: 20, price: 199 },
    { name: 'cap', label: 'Cap finish', inputType: 'select', required: false, options: ['Gold', 'Matte black'], price: 0 },
  ],
  ...over,
});

const variant = { cin: 'ATR-OUD-100', label: '100 ml', price: 2499 };
const show = (quantity = 1, d = details(), addOns: string[] = []) =>
  render(
    <MemoryRouter initialEntries={['/p/oud-noir/UFIwMDAxMg']}>
      <Routes>
        <Route
          path="/p/*"
          element={<PersonalisePanel details={d} variant={variant} quantity={quantity} productName="Oud Noir" addOns={addOns} />}
        />
        <Route path="/checkout" element={<p>Checkout page</p>} />
      </Routes>
    </MemoryRouter>,
  );
const engraving = () => screen.getByLabelText('Engrave the bottle (+₹199)') as HTMLInputElement;
const preview = () => document.querySelector('.pdp-personalise-price')!.textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add personalised bottle to cart' }));

beforeEach(() => {
  cart.calls = [];
  cart.reply = undefined;
  cart.bought = [];
  cart.buyReply = { checkoutId: 'CKBUY1' };
  store.auth = true;
});
afterEach(() => {
  cleanup();
  store.auth = false;
  store.toasts = [];
});

describe('the live price', () => {
  it('adds the engraving and the add-ons to the bottle, and multiplies by the quantity', () => {
    show(2);
    expect(preview()).toBe('₹2,499 a bottle · ₹4,998 for 2');
    fireEvent.change(engraving(), { target: { value: 'For Meera' } });
    expect(preview()).toBe('₹2,698 a bottle (₹2,499 + ₹199 personalisation) · ₹5,396 for 2');
    fireEvent.click(screen.getByRole('checkbox', { name: /Gift wrap/ }));
    fireEvent.change(screen.getByLabelText('Cap finish'), { target: { value: 'Gold' } });
    expect(preview()).toBe('₹2,797 a bottle (₹2,499 + ₹298 personalisation) · ₹5,594 for 2');
  });
});

describe('the engraving rule', () => {
  it("counts the option's characters and refuses one too many, sending nothing", async () => {
    show();
    fireEvent.change(engraving(), { target: { value: 'x'.repeat(21) } });
    expect(screen.getByText(/1 too many/)).toBeTruthy();
    submit();
    expect(await screen.findByText('Use at most 20 characters (21 now).')).toBeTruthy();
    expect(engraving().getAttribute('aria-invalid')).toBe('true');
    expect(cart.calls).toEqual([]);
  });

  it("never allows more than the contract's customisation text, whatever the option says", async () => {
    const max = CustomizationFields.value.maxLength;
    show(
      1,
      details({
        customizationOptions: [
          { name: 'engraving', label: 'Engrave', inputType: 'text', required: false, maxLength: max, price: 199 },
        ],
      }),
    );
    fireEvent.change(screen.getByLabelText('Engrave (+₹199)'), { target: { value: 'x'.repeat(max + 1) } });
    submit();
    expect(await screen.findByText(`Use at most ${max} characters (${max + 1} now).`)).toBeTruthy();
    expect(cart.calls).toEqual([]);
  });

  it('asks for a choice when nothing is chosen', async () => {
    show();
    submit();
    expect(await screen.findByText('Choose an engraving, a finish or an add-on first.')).toBeTruthy();
    expect(cart.calls).toEqual([]);
  });
});

describe('adding the personalised bottle', () => {
  it('sends custom, customType and the customization entries with the size and quantity', async () => {
    show(2);
    fireEvent.change(engraving(), { target: { value: '  For Meera ' } });
    fireEvent.change(screen.getByLabelText('Cap finish'), { target: { value: 'Matte black' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Velvet pouch/ }));
    submit();
    await waitFor(() => expect(cart.calls).toHaveLength(1));
    expect(cart.calls[0]).toEqual([
      'ATR-OUD-100',
      2,
      {
        custom: true,
        customType: 'PERSONALISED',
        customization: [
          { name: 'engraving', value: 'For Meera' },
          { name: 'cap', value: 'Matte black' },
          { name: 'addOn', value: 'AO00002' },
        ],
      },
    ]);
    expect(await screen.findByText('Added 2 personalised Oud Noir 100 ml to your cart.')).toBeTruthy();
  });

  it("shows the shop's refusal above the button and keeps the engraving", async () => {
    cart.reply = 'Engrave the bottle: at most 20 characters.';
    show();
    fireEvent.change(engraving(), { target: { value: 'For Meera' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Engrave the bottle: at most 20 characters.');
    expect(engraving().value).toBe('For Meera');
  });

  it('ticks an add-on asked for from the Add-ons tab and takes the focus', async () => {
    show(1, details(), ['AO00001']);
    expect((screen.getByRole('checkbox', { name: /Gift wrap/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Personalise your bottle' })));
    expect(preview()).toBe('₹2,598 a bottle (₹2,499 + ₹99 personalisation)');
  });

  it('buys the personalised bottle now: the same fields go to buy now, and the checkout it opens follows', async () => {
    show(2);
    fireEvent.change(engraving(), { target: { value: 'For Meera' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Gift wrap/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy personalised bottle now' }));
    expect(await screen.findByText('Checkout page')).toBeTruthy();
    expect(cart.bought).toEqual([
      [
        'ATR-OUD-100',
        2,
        {
          custom: true,
          customType: 'PERSONALISED',
          customization: [
            { name: 'engraving', value: 'For Meera' },
            { name: 'addOn', value: 'AO00001' },
          ],
        },
      ],
    ]);
    expect(cart.calls).toEqual([]);
  });

  it("keeps the choice and shows the shop's refusal when buy now is refused", async () => {
    cart.buyReply = { error: 'Engrave the bottle: only letters, numbers and punctuation.' };
    show();
    fireEvent.change(engraving(), { target: { value: 'For Meera' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy personalised bottle now' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Engrave the bottle: only letters, numbers and punctuation.',
    );
    expect(engraving().value).toBe('For Meera');
    expect(screen.queryByText('Checkout page')).toBeNull();
  });
});
