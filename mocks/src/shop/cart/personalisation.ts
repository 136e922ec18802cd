/**
 * A perfume's personalisation in the cart: the product's customisation options (engraving, cap finish)
 * and its add-ons (gift wrap, pouch) as `customization` entries of an add. They are checked when the
 * item is added (400 naming the entry) and priced per unit when the cart is priced. Frames carry their
 * own customisation (cart-items.ts) and are neither checked nor priced here.
 */
import { fromPaise, toPaise, type Paise, type Schemas } from '@attar/sdk';
import { ShopError } from '../../core/errors.ts';
import { findVariant } from '../catalogue/api.ts';
import { addOnsOf, customizationOptionsOf } from '../catalogue/other-details.ts';
import type { Shop } from '../shop.ts';
import type { CartLine } from './state.ts';

/** The `name` of a customisation entry that asks for an add-on (its `value` is the `addOnId`). */
export const ADD_ON = 'addOn';

type Customization = Schemas['Customization'];

const invalid = (field: string, message: string, fieldMessage: string) =>
  new ShopError(400, 'cart.customizationInvalid', message, { fieldErrors: [{ field, message: fieldMessage }] });

/** Length as the contract counts it (code points). */
const length = (value: string) => [...value].length;

/**
 * Refuses a personalisation the product does not offer (400 `cart.customizationInvalid`, the field
 * named `customization.{i}.name` or `.value`, or `custom`). Items that are not perfumes pass.
 * @example checkPersonalisation(shop, { cin: 'ATR-OUD-100', quantity: 1, custom: true, customization: [{ name: 'engraving', value: 'For Meera' }] })
 */
export function checkPersonalisation(
  shop: Shop,
  input: { cin: string; custom?: boolean | undefined; customization?: Customization[] | undefined },
): void {
  const match = findVariant(shop, input.cin);
  const entries = input.customization ?? [];
  if (!match || entries.length === 0) return;
  const { product } = match;
  if (input.custom !== true)
    throw invalid('custom', `Send custom: true with the personalisation of ${product.name}.`, 'must be true with customization');
  const options = customizationOptionsOf(product);
  const addOns = addOnsOf(product);
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const at = `customization.${i}`;
    if (entry.name === ADD_ON) {
      const addOn = addOns.find((a) => a.addOnId === entry.value);
      if (!addOn)
        throw invalid(`${at}.value`, `${product.name} has no add-on ${entry.value}.`, 'is not an add-on of this product');
      if (seen.has(`${ADD_ON}:${addOn.addOnId}`))
        throw invalid(`${at}.value`, `${addOn.name} is asked for twice.`, 'repeats an add-on');
      seen.add(`${ADD_ON}:${addOn.addOnId}`);
      return;
    }
    const option = options.find((o) => o.name === entry.name);
    if (!option)
      throw invalid(
        `${at}.name`,
        `${product.name} cannot be personalised with "${entry.name}".`,
        'is not an option of this product',
      );
    if (seen.has(option.name)) throw invalid(`${at}.name`, `${option.label} is given twice.`, 'repeats an option');
    seen.add(option.name);
    if (option.inputType === 'select') {
      if (!(option.options ?? []).includes(entry.value))
        throw invalid(
          `${at}.value`,
          `${option.label}: choose one of ${(option.options ?? []).join(', ')}.`,
          'is not one of the choices',
        );
      return;
    }
    if (entry.value.trim() === '') throw invalid(`${at}.value`, `${option.label}: the text is empty.`, 'is empty');
    if (option.maxLength !== undefined && length(entry.value) > option.maxLength)
      throw invalid(
        `${at}.value`,
        `${option.label}: at most ${option.maxLength} characters.`,
        `must be at most ${option.maxLength} characters`,
      );
  });
  const missing = options.find((o) => o.required && !seen.has(o.name));
  if (missing) throw invalid('customization', `${missing.label} is needed for ${product.name}.`, `needs ${missing.name}`);
}

/** What a line's personalisation costs a unit, and each entry as the shopper reads it. */
export interface PersonalisationPrice {
  perUnit: Paise;
  charges: Schemas['CustomizationCharge'][];
}

/**
 * Prices the personalisation of a perfume line; undefined when it has none (or is not a perfume).
 * Entries the product no longer offers are left out.
 * @example personalisationPrice(shop, line)?.perUnit // 19900 for an engraving
 */
export function personalisationPrice(shop: Shop, line: CartLine): PersonalisationPrice | undefined {
  const entries = line.customization ?? [];
  const match = entries.length ? findVariant(shop, line.cin) : undefined;
  if (!match) return undefined;
  const options = customizationOptionsOf(match.product);
  const addOns = addOnsOf(match.product);
  const charges: Schemas['CustomizationCharge'][] = [];
  for (const entry of entries) {
    if (entry.name === ADD_ON) {
      const addOn = addOns.find((a) => a.addOnId === entry.value);
      if (addOn) charges.push({ name: ADD_ON, label: 'Add-on', value: addOn.name, price: addOn.price });
      continue;
    }
    const option = options.find((o) => o.name === entry.name);
    if (option) charges.push({ name: option.name, label: option.label, value: entry.value, price: option.price });
  }
  if (!charges.length) return undefined;
  return { perUnit: charges.reduce((sum, c) => sum + toPaise(c.price), 0), charges };
}

/** The reply fields of a priced personalisation. */
export const personalisationFields = (price: PersonalisationPrice) => ({
  customizationPrice: fromPaise(price.perUnit),
  customizationCharges: price.charges,
});
