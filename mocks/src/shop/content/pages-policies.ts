/**
 * The policy pages: one rich-text block each, with the rules of docs/product-rules.md §9 (shipping, return,
 * refund), plus the privacy policy and the terms.
 */
import { CONTACT, POLICY, STORE_NAME } from './brand.ts';
import { block, html, text, type PageDraft } from './page-kit.ts';
import type { PageUrl } from './page-kit.ts';

function policy(url: PageUrl, title: string, description: string, body: string): PageDraft {
  return {
    url,
    seo: { title: `${title} | ${STORE_NAME}`, description, keywords: [title.toLowerCase(), 'policy'] },
    style: { background: '#ffffff', maxWidth: 'narrow' },
    blocks: [block('richText', [{ fields: { heading: text(title), html: html(body) } }], { animation: { type: 'none' } })],
  };
}

export const shippingPolicyPage = () =>
  policy(
    '/shipping-policy',
    'Shipping Policy',
    'Processing in 2-3 business days, delivery in 3-5 business days, free shipping.',
    `<h2>Processing</h2><p>Orders are processed within ${POLICY.processingDays}. Orders are not shipped or delivered on weekends or holidays.</p>` +
      `<h2>Delivery</h2><p>Delivery takes ${POLICY.deliveryDays} after shipment. Tracking becomes active within ${POLICY.trackingHours} hours; ` +
      'you will find the tracking link under My Orders.</p>' +
      '<h2>Shipping charges</h2><p>Shipping is free across the country.</p>',
  );

export const returnPolicyPage = () =>
  policy(
    '/return-policy',
    'Return Policy',
    'Returns for manufacturing defects or damage within 3 calendar days of delivery.',
    '<h2>Returns</h2><p>A paid order cannot be cancelled. We accept returns only for manufacturing defects or damage, ' +
      `within ${POLICY.returnWindowDays} calendar days of delivery, in the original packing with the receipt or proof of purchase. ` +
      'Sale or discounted items and gift cards are not returnable.</p>' +
      `<h2>What happens next</h2><p>Returns are received and inspected within ${POLICY.inspectionDays} days, then approved or rejected. ` +
      `A replacement ships in ${POLICY.replacementDays}; a cash refund takes ${POLICY.cashRefundDays}.</p>`,
  );

export const refundPolicyPage = () =>
  policy(
    '/refund-policy',
    'Refund Policy',
    'Returns within 5 days of purchase, refunds and exchanges within 14 business days.',
    `<h2>Refunds</h2><p>You may return an item within ${POLICY.refundWindowDays} days of purchase, unused and in its original packaging, ` +
      'with the receipt or proof of purchase. Sale or discounted items and gift cards are not refundable.</p>' +
      `<h2>Exchanges</h2><p>To exchange an item, contact us within ${POLICY.refundWindowDays} days at ${CONTACT.email}.</p>` +
      `<h2>Processing</h2><p>Refunds and exchanges are processed within ${POLICY.refundProcessingDays} business days. ` +
      'Refunds do not include the original shipping charge. You pay for return shipping unless the fault is ours.</p>',
  );

export const privacyPolicyPage = () =>
  policy(
    '/privacy-policy',
    'Privacy Policy',
    `How ${STORE_NAME} collects, uses and protects your information.`,
    '<h2>What we collect</h2><p>Your name, contact details and addresses when you sign up or order; the pages you visit, ' +
      'your approximate location and your device when you browse, to improve the shop.</p>' +
      '<h2>How we use it</h2><p>To deliver your orders, keep your cart and sign-in working, and, if you subscribe, to send our newsletter. ' +
      'We never sell your data.</p>' +
      `<h2>Your choices</h2><p>Write to ${CONTACT.email} to see, correct or delete your data, or delete your account from your profile.</p>`,
  );

export const termsPage = () =>
  policy(
    '/terms',
    'Terms and Conditions',
    `The terms of buying from ${STORE_NAME}.`,
    '<h2>Orders</h2><p>Prices are in Indian rupees and include taxes. An order is confirmed once payment succeeds; ' +
      'an order can be cancelled, with a reason, only until it is paid.</p>' +
      '<h2>Products</h2><p>Perfumes are for external use. Test on a small patch of skin first; natural oils vary a little from batch to batch.</p>' +
      '<h2>Returns and refunds</h2><p>See our return and refund policies.</p>',
  );
