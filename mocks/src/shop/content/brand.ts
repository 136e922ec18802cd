/**
 * Facts about the store that the site configuration and several pages repeat: name, contact details
 * and the policy rules of docs/product-rules.md §9. Categories, brands and products come from the catalogue.
 */
import type { Schemas } from '@attar/sdk';

export const STORE_NAME = 'Attar House';

export const CONTACT = {
  address: '14, 2nd Cross, Indiranagar, Bengaluru, Karnataka 560038',
  phone: '+91 98765 43210',
  email: 'care@attarhouse.example.in',
  hours: 'Mon-Fri 9am-6pm',
  weekendHours: 'Saturday and Sunday: holiday',
  whatsApp: '919876543210',
  latitude: 12.9719,
  longitude: 77.6412,
};

export const SOCIAL_LINKS: Schemas['SiteSocialLink'][] = [
  { network: 'instagram', label: 'Instagram', url: 'https://instagram.example.in/attarhouse' },
  { network: 'facebook', label: 'Facebook', url: 'https://facebook.example.in/attarhouse' },
  { network: 'youtube', label: 'YouTube', url: 'https://youtube.example.in/@attarhouse' },
];

/** The route of a category: `/category/{slug}/{categoryId}`. */
export const categoryRoute = (c: { slug: string; categoryId: string }) => `/category/${c.slug}/${c.categoryId}`;

/** The business constants of docs/product-rules.md §9, as the shopper reads them. */
export const POLICY = {
  processingDays: '2-3 business days',
  deliveryDays: '3-5 business days',
  trackingHours: 24,
  returnWindowDays: 3,
  inspectionDays: 7,
  replacementDays: '3 to 4 working days',
  cashRefundDays: '4 to 5 working days',
  refundWindowDays: 5,
  refundProcessingDays: 14,
};
