/**
 * The secondary sections of a product page (size guide, buying guide, warranty, certificate,
 * manufacturer, add-ons, cancel and return policies, customization options), derived from the
 * product, its brand and the policy documents.
 */
import type { Schemas } from '@attar/sdk';
import type { Shop } from '../shop.ts';
import type { Product } from './build-products.ts';
import { FAMILY_GUIDES, FAMILY_LABELS } from './seed-fragrances.ts';
import { POLICY_IDS, RETURN_WINDOW_DAYS } from './seed-policies.ts';
import { madeImage } from '../../pictures.ts';

type OtherDetails = Schemas['ProductOtherDetails'];

/** Sprays per ml of a spray bottle; applications per ml of an attar. */
const USES_PER_ML = { spray: 12, attar: 20 };

function sizeGuide(product: Product): Schemas['ProductGuide'] {
  const attar = product.concentration === 'ATTAR';
  const unit = attar ? 'applications' : 'sprays';
  const rows = product.variants
    .map((v) => `<strong>${v.label}</strong> about ${v.sizeMl * (attar ? USES_PER_ML.attar : USES_PER_ML.spray)} ${unit}`)
    .join('. ');
  const advice = attar
    ? 'An attar is dabbed, not sprayed: one drop on each wrist lasts the day.'
    : 'Start with the smallest size if the scent is new to you.';
  return { title: 'Which size is right for you?', content: `<p>${rows}.</p><p>${advice}</p>`, richTextEnabled: true };
}

function buyGuide(product: Product): Schemas['ProductGuide'] {
  const family = FAMILY_LABELS[product.fragranceFamily].toLowerCase();
  const base = product.notes.base.map((n) => n.toLowerCase()).join(', ');
  return {
    title: `How to choose a ${family} perfume`,
    content: `<p>${FAMILY_GUIDES[product.fragranceFamily]}</p><p>${product.name} dries down to ${base}: smell it again after thirty minutes.</p>`,
    richTextEnabled: true,
    image: madeImage('products', `${product.slug}-box`, `${product.name} gift box`),
  };
}

/** The extras a product may be bought with (the cart prices them, cart/personalisation.ts). */
export function addOnsOf(product: Product): Schemas['ProductAddOn'][] {
  const list: Schemas['ProductAddOn'][] = [
    { addOnId: 'AO00001', name: 'Gift wrap', description: 'Hand-tied kraft wrap with a note card', price: 99 },
    { addOnId: 'AO00002', name: 'Velvet pouch', price: 149 },
  ];
  if (product.concentration === 'ATTAR')
    list.push({
      addOnId: 'AO00003',
      name: 'Glass roll-on applicator',
      description: 'Refill your attar into a roll-on',
      price: 79,
    });
  else
    list.push({ addOnId: 'AO00004', name: 'Travel atomiser', description: 'A 5 ml refillable spray for your bag', price: 199 });
  return list;
}

/** How a product may be personalised: attars not at all, toilettes engraved, the rest engraved and capped. */
export function customizationOptionsOf(product: Product): Schemas['ProductCustomizationOption'][] {
  if (product.concentration === 'ATTAR') return [];
  const engraving: Schemas['ProductCustomizationOption'] = {
    name: 'engraving',
    label: 'Engrave the bottle',
    inputType: 'text',
    required: false,
    maxLength: 20,
    price: 199,
  };
  if (product.concentration === 'EDT' || product.concentration === 'EDC') return [engraving];
  return [
    engraving,
    {
      name: 'cap',
      label: 'Cap finish',
      inputType: 'select',
      required: false,
      options: ['Gold', 'Matte black', 'Silver'],
      price: 0,
    },
  ];
}

/** The return policy as it applies to this product: sale items are never returnable. */
export function returnPolicyOf(product: Product): Schemas['ProductPolicyRef'] {
  if (product.onSale) {
    return {
      policyId: POLICY_IDS.return,
      title: 'Return policy',
      summary: 'This item is on sale: sale and discounted items are not returnable.',
      allowed: false,
      windowDays: 0,
    };
  }
  return {
    policyId: POLICY_IDS.return,
    title: 'Return policy',
    summary: `Returns only for manufacturing defects or damage, within ${RETURN_WINDOW_DAYS} days of delivery, with the original packing and receipt.`,
    allowed: true,
    windowDays: RETURN_WINDOW_DAYS,
  };
}

/**
 * The other details of a product.
 * @example otherDetailsOf(shop, findProduct(shop, 'PR00012')!).returnPolicy.allowed // false: on sale
 */
export function otherDetailsOf(shop: Shop, product: Product): OtherDetails {
  const brand = shop.state.catalogue.brands.find((b) => b.brandId === product.brand.brandId);
  return {
    productId: product.productId,
    sizeGuide: sizeGuide(product),
    buyGuide: buyGuide(product),
    warranty: { available: false, terms: 'No warranty on perfumes; manufacturing defects are covered by the return policy.' },
    certificate: {
      name: 'IFRA conformity certificate',
      issuedBy: 'International Fragrance Association',
      certificateNo: `IFRA-51-2026-${product.productId.slice(2)}`,
      url: `/media/certificates/${product.slug}-ifra.svg`,
    },
    ...(brand ? { manufacturer: { ...brand.manufacturer } } : {}),
    addOns: addOnsOf(product),
    cancelPolicy: {
      policyId: POLICY_IDS.cancel,
      title: 'Cancellation policy',
      summary:
        'An order can be cancelled until it is paid; a paid order cannot be cancelled. A damaged or faulty bottle is returned or replaced after delivery instead.',
      allowed: true,
    },
    returnPolicy: returnPolicyOf(product),
    customizationOptions: customizationOptionsOf(product),
  };
}
