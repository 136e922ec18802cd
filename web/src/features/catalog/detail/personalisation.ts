/**
 * The personalisation form's model: a product's customisation options and add-ons as form fields,
 * their rules (each option's own length, within the contract's bound on a customisation's text), the
 * price they add to a bottle, and the add-to-cart fields they become. The shop prices and checks the
 * same choice again (mocks: shop/cart/personalisation.ts).
 */
import { sumRupees, type Schemas } from '@attar/sdk';
import { checkRule, CustomizationFields } from '@attar/sdk/rules';
import type { Personalisation } from '../../../data/cart-actions.ts';
import type { FieldRule, FormRules, FormValues } from '../../../kit/rules.ts';

type Details = Pick<Schemas['ProductOtherDetails'], 'customizationOptions' | 'addOns'>;
type Option = Schemas['ProductCustomizationOption'];

/** The customisation entry that asks for an add-on (its value is the add-on's id), as the shop reads it. */
export const ADD_ON = 'addOn';
/** What the storefront calls a bottle made the shopper's own, in the add's `customType`. */
export const CUSTOM_TYPE = 'PERSONALISED';

/** The form field of an option, and of an add-on (a checkbox: '1' when ticked). */
export const optionField = (option: Pick<Option, 'name'>) => `option-${option.name}`;
export const addOnField = (addOn: Pick<Schemas['ProductAddOn'], 'addOnId'>) => `addOn-${addOn.addOnId}`;

/** The most characters an option's text takes: its own limit, never past the contract's. */
export const textLimit = (option: Option): number =>
  Math.min(option.maxLength ?? CustomizationFields.value.maxLength, CustomizationFields.value.maxLength);

/** Characters as the contract counts them (code points: an emoji is one). */
export const characters = (value: string): number => [...value].length;

/** Empty values for every option and add-on (add-ons in `ticked` start ticked). */
export function emptyChoice(details: Details, ticked: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const option of details.customizationOptions) values[optionField(option)] = '';
  for (const addOn of details.addOns) values[addOnField(addOn)] = ticked.includes(addOn.addOnId) ? '1' : '';
  return values;
}

function optionRule(option: Option): FieldRule {
  return (raw) => {
    const value = raw.trim();
    if (value === '') return option.required ? `${option.label}: this is needed.` : undefined;
    if (option.inputType === 'select')
      return (option.options ?? []).includes(value) ? undefined : `Choose one of: ${(option.options ?? []).join(', ')}.`;
    const limit = textLimit(option);
    if (characters(value) > limit) return `Use at most ${limit} characters (${characters(value)} now).`;
    return checkRule(CustomizationFields.value, value) === undefined
      ? undefined
      : 'Use letters, numbers and punctuation on one line.';
  };
}

/** The rules of the form: one per option. */
export function choiceRules(details: Details): FormRules {
  const rules: FormRules = {};
  for (const option of details.customizationOptions) rules[optionField(option)] = optionRule(option);
  return rules;
}

/** The entries the shopper chose, in the product's order (options first, then add-ons). */
export function chosenEntries(details: Details, values: Readonly<FormValues>): Schemas['Customization'][] {
  const entries: Schemas['Customization'][] = [];
  for (const option of details.customizationOptions) {
    const value = (values[optionField(option)] ?? '').trim();
    if (value !== '') entries.push({ name: option.name, value });
  }
  for (const addOn of details.addOns) if (values[addOnField(addOn)] === '1') entries.push({ name: ADD_ON, value: addOn.addOnId });
  return entries;
}

/**
 * What the choice adds to one bottle, in rupees (summed in paise by `sumRupees`).
 * @example extraPerBottle(details, { 'option-engraving': 'For Meera' }) // 199
 */
export function extraPerBottle(details: Details, values: Readonly<FormValues>): number {
  return sumRupees(
    chosenEntries(details, values).map(
      (entry) =>
        (entry.name === ADD_ON
          ? details.addOns.find((a) => a.addOnId === entry.value)?.price
          : details.customizationOptions.find((o) => o.name === entry.name)?.price) ?? 0,
    ),
  );
}

/** The add-to-cart fields of the choice; undefined when nothing is chosen. */
export function toPersonalisation(details: Details, values: Readonly<FormValues>): Personalisation | undefined {
  const customization = chosenEntries(details, values);
  if (!customization.length) return undefined;
  return { custom: true, customType: CUSTOM_TYPE, customization };
}
