/**
 * Store lookups kept with the catalogue: the nine countries the brand sells to, the WhatsApp chat
 * settings, and the pincodes the couriers refuse (remote areas, with the reason shoppers see).
 */
import type { Schemas } from '@attar/sdk';

const country = (
  code: string,
  name: string,
  dialCode: string,
  mobileLength: number,
  postalCodeLabel: string,
  postalCodePattern: string,
): Schemas['StoreCountry'] => ({
  code,
  name,
  dialCode,
  mobileLength,
  postalCodeLabel,
  postalCodePattern,
  international: code !== 'IN',
});

/** India first, then the eight export markets ("sold in nine countries"). */
export function createCountries(): Schemas['StoreCountry'][] {
  return [
    country('IN', 'India', '+91', 10, 'PIN code', '^[1-9][0-9]{5}$'),
    country('AE', 'United Arab Emirates', '+971', 9, 'PO Box', '^[0-9]{3,6}$'),
    country('GB', 'United Kingdom', '+44', 10, 'Postcode', '^[A-Za-z0-9 ]{5,8}$'),
    country('US', 'United States', '+1', 10, 'ZIP code', '^[0-9]{5}(-[0-9]{4})?$'),
    country('SG', 'Singapore', '+65', 8, 'Postal code', '^[0-9]{6}$'),
    country('SA', 'Saudi Arabia', '+966', 9, 'Postal code', '^[0-9]{5}$'),
    country('QA', 'Qatar', '+974', 8, 'PO Box', '^[0-9]{3,6}$'),
    country('CA', 'Canada', '+1', 10, 'Postal code', '^[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]$'),
    country('AU', 'Australia', '+61', 9, 'Postcode', '^[0-9]{4}$'),
  ];
}

const WHATSAPP_NUMBER = '9876500011';
const WHATSAPP_MESSAGE = 'Hello! I would like to know more about your perfumes.';

/** The footer's WhatsApp chat link. */
export function createWhatsappSettings(): Schemas['StoreWhatsappSettings'] {
  return {
    enabled: true,
    countryDialCode: '+91',
    phoneNumber: WHATSAPP_NUMBER,
    prefilledMessage: WHATSAPP_MESSAGE,
    chatUrl: `https://wa.me/91${WHATSAPP_NUMBER}?text=${encodeURIComponent(WHATSAPP_MESSAGE).replaceAll('!', '%21')}`,
  };
}

const FLAMMABLE = 'Perfumes are flammable and cannot be flown';

/** Pincodes no courier partner serves, with the reason shown under the pincode box. */
export function createRefusedPincodes(): Record<string, string> {
  return {
    '194101': 'Leh, Ladakh: our courier partners do not deliver here yet.',
    '194103': 'Kargil, Ladakh: our courier partners do not deliver here yet.',
    '744101': `Port Blair, Andaman and Nicobar Islands: ${FLAMMABLE} to the islands.`,
    '682555': `Kavaratti, Lakshadweep: ${FLAMMABLE} to the islands.`,
    '737101': 'Gangtok, Sikkim: deliveries are paused on this route; please try another address.',
    '790001': 'Tawang, Arunachal Pradesh: this area needs an inner-line permit our couriers do not hold.',
  };
}

/** First three digits of metro pincodes: delivered in 2-4 days instead of 3-5. */
export const METRO_PREFIXES: readonly string[] = ['110', '400', '560', '600', '700', '500', '411', '380', '122', '201'];

/** Couriers by region (first digit of the pincode), metros always BlueDart. */
export const COURIERS: Record<string, string> = {
  '1': 'Delhivery',
  '2': 'Delhivery',
  '3': 'Ecom Express',
  '4': 'Xpressbees',
  '5': 'Ecom Express',
  '6': 'DTDC',
  '7': 'India Post',
  '8': 'India Post',
  '9': 'India Post',
};
