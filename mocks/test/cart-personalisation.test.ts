/** A perfume's personalisation in the cart: engraving, cap finish and add-ons priced per unit, and refused when not offered. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type AttarClient, type Schemas } from '@attar/sdk';
import { startSession } from '../src/core/sessions.ts';
import { findVariant } from '../src/shop/catalogue/api.ts';
import { testClient, useMockShop } from './harness.ts';

const mock = useMockShop();

const BUYER = 'BY000017';
const HOME = 'AD000123';
const OUD = 'ATR-OUD-100'; // an eau de parfum: engraving ₹199 and a cap finish
const engraving = (value: string): Schemas['Customization'] => ({ name: 'engraving', value });

/** The first attar of the catalogue (attars are not engraved). */
function anAttarCin(): string {
  const product = Object.values(mock.shop.state.catalogue.products).find((p) => p.concentration === 'ATTAR')!;
  const variant = product.variants.find((v) => v.inStock && v.stock > 0)!;
  return variant.cin;
}

let attar: AttarClient;
beforeEach(() => {
  Object.assign(findVariant(mock.shop, OUD)!.variant, { price: 2499, mrp: 2999, stock: 20, inStock: true });
  attar = createAttarClient({
    baseUrl: 'http://shop.test',
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, BUYER).token),
  });
});

describe('pricing a personalised bottle', () => {
  it('charges the engraving and the gift wrap on every unit, and shows each charge', async () => {
    const { data, error } = await attar.cart.addItem({
      cin: OUD,
      quantity: 2,
      custom: true,
      customType: 'PERSONALISED',
      customization: [engraving('For Meera'), { name: 'cap', value: 'Gold' }, { name: 'addOn', value: 'AO00001' }],
    });
    expect(error).toBeUndefined();
    const line = data!.items[0]!;
    // ₹2,499 + ₹199 engraving + ₹0 cap + ₹99 gift wrap
    expect(line).toMatchObject({ unitPrice: 2797, mrp: 3297, lineTotal: 5594, customizationPrice: 298 });
    expect(line.customizationCharges).toEqual([
      { name: 'engraving', label: 'Engrave the bottle', value: 'For Meera', price: 199 },
      { name: 'cap', label: 'Cap finish', value: 'Gold', price: 0 },
      { name: 'addOn', label: 'Add-on', value: 'Gift wrap', price: 99 },
    ]);
    expect(data!.summary).toMatchObject({ subtotal: 5594, mrpTotal: 6594, discount: 1000, total: 5594 });
  });

  it('prices a plain bottle at the variant price, without charges', async () => {
    const line = (await attar.cart.addItem({ cin: OUD, quantity: 1 })).data!.items[0]!;
    expect(line).toMatchObject({ unitPrice: 2499, lineTotal: 2499 });
    expect(line.customizationPrice).toBeUndefined();
    expect(line.customizationCharges).toBeUndefined();
  });

  it("charges a guest's engraving too", async () => {
    const guest = testClient();
    const { data, error } = await guest.guest.addItem({
      cin: OUD,
      quantity: 1,
      custom: true,
      customization: [engraving('Asha')],
    });
    expect(error).toBeUndefined();
    expect(data!.cart.summary.total).toBe(2698);
  });

  it('carries the charges into the buy-now checkout and the order lines', async () => {
    await attar.cart.addItem({
      cin: OUD,
      quantity: 1,
      custom: true,
      customType: 'PERSONALISED',
      customization: [engraving('Meera')],
    });
    const cart = (
      await attar.checkout.setAddresses({
        checkoutId: (await attar.cart.get()).data!.checkoutId,
        shippingAddressId: HOME,
        sameAsShipping: true,
      })
    ).data!;
    const item = cart.items[0]!;
    const { data, error } = await attar.orders.create({
      checkoutId: cart.checkoutId,
      idempotencyKey: 'personalised-order-0001',
      paymentMode: 'UPI',
      inputSummary: cart.summary,
      inputLineItems: [{ cin: OUD, quantity: 1, unitPrice: item.unitPrice, custom: true, customization: item.customization! }],
      appliedDeductions: [{ code: 'DISCOUNT', label: 'Discount on MRP', amount: cart.summary.discount }],
      appliedAdditions: [{ code: 'SHIPPING', label: 'Shipping (free across India)', amount: 0 }],
      deliveryAddress: { addressId: HOME },
      billingAddress: { addressId: HOME },
    });
    expect(error).toBeUndefined();
    const line = data!.order.fulfillments.flatMap((f) => f.lines)[0]!;
    expect(line).toMatchObject({ unitPrice: 2698, customizationPrice: 199 });
    expect(line.customizationCharges).toEqual([{ name: 'engraving', label: 'Engrave the bottle', value: 'Meera', price: 199 }]);

    const now = await attar.checkout.buyNow({
      buyNow: true,
      cin: OUD,
      quantity: 1,
      custom: true,
      customization: [engraving('Ravi')],
    });
    expect(now.data!.cart.summary.total).toBe(2698);
  });
});

describe('refusing a personalisation the perfume does not offer', () => {
  const cases: Array<[string, Schemas['Customization'][], string, boolean?]> = [
    ['an engraving over the option’s 20 characters', [engraving('x'.repeat(21))], 'customization.0.value'],
    ['an empty engraving', [engraving('   ')], 'customization.0.value'],
    ['a cap finish that is not offered', [{ name: 'cap', value: 'Rose gold' }], 'customization.0.value'],
    ['an option the perfume does not have', [{ name: 'monogram', value: 'AB' }], 'customization.0.name'],
    ['an add-on of another perfume', [{ name: 'addOn', value: 'AO00003' }], 'customization.0.value'],
    ['the same option twice', [engraving('A'), engraving('B')], 'customization.1.name'],
    ['entries without custom: true', [engraving('Meera')], 'custom', false],
  ];
  it.each(cases)(
    'refuses %s with a 400 naming the field, and adds nothing',
    async (_what, customization, field, custom = true) => {
      const { error } = await attar.cart.addItem({ cin: OUD, quantity: 1, custom, customization });
      expect(error).toMatchObject({ status: 400, code: 'cart.customizationInvalid' });
      expect((error as { fieldErrors?: Array<{ field: string }> }).fieldErrors?.map((f) => f.field)).toEqual([field]);
      expect((await attar.cart.get()).data!.items).toEqual([]);
    },
  );

  it('refuses an engraving on an attar', async () => {
    const { error } = await attar.cart.addItem({
      cin: anAttarCin(),
      quantity: 1,
      custom: true,
      customization: [engraving('Meera')],
    });
    expect(error).toMatchObject({ status: 400, code: 'cart.customizationInvalid' });
  });
});
