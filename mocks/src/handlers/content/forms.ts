/**
 * The newsletter and contact forms (spec/content.yaml); both answer 'Form Submitted Sucessfully'. Also
 * the product page's "Notify me" for a sold-out size.
 */
import type { ActionHandlers } from '../../core/context.ts';
import { refuse, ShopError } from '../../core/errors.ts';
import { HOUR } from '../../core/clock.ts';

/** The text both forms show on success, spelt as the storefront spells it. */
export const FORM_SUCCESS = 'Form Submitted Sucessfully';
/** Contact messages one email address may send per hour. */
export const CONTACT_LIMIT_PER_HOUR = 5;

export const formHandlers = {
  /** Subscribes an address; subscribing it again succeeds with the same id. */
  formsSubscribe: ({ shop, input, reply }) => {
    const email = input.email.trim().toLowerCase();
    const list = shop.state.forms.newsletter;
    let entry = list.find((e) => e.email === email);
    if (!entry) {
      entry = {
        id: shop.nextId('NL', 6),
        email,
        subscribedAt: shop.nowIso(),
        ...(input.pageUrl ? { pageUrl: input.pageUrl } : {}),
      };
      list.push(entry);
      shop.log(`[mock] newsletter: ${email} subscribed`);
    }
    reply.message = FORM_SUCCESS;
    return { done: true, id: entry.id };
  },

  /** Keeps a request to be emailed when a sold-out size is back; the same address and size again keeps its id. */
  formsRestockAlert: ({ shop, input, reply }) => {
    const product = shop.state.catalogue.products[input.productId];
    const variant = product?.variants.find((v) => v.cin === input.cin);
    if (!product || !variant) throw refuse.notFound('catalog', `Size ${input.cin} of product ${input.productId}`);
    const what = `${product.name} ${variant.label}`;
    if (variant.inStock && variant.stock > 0)
      throw refuse.rule('restock.inStock', `${what} is in stock: you can add it to your cart now.`);
    const email = input.email.trim().toLowerCase();
    const list = (shop.state.forms.restock ??= []);
    let entry = list.find((e) => e.email === email && e.cin === input.cin);
    if (!entry) {
      entry = { id: shop.nextId('RA', 6), email, productId: input.productId, cin: input.cin, requestedAt: shop.nowIso() };
      list.push(entry);
      shop.log(`[mock] restock alert: ${email} for ${input.cin}`);
    }
    reply.message = `We will email ${email} when ${what} is back in stock.`;
    return { done: true, id: entry.id };
  },

  /** Keeps a contact message (JSON or a plain form post); more than 5 an hour from one address is a 429. */
  formsContact: ({ shop, input, reply }) => {
    const email = input.email.trim().toLowerCase();
    const now = shop.clock.now().getTime();
    const recent = shop.state.forms.contact.filter((m) => m.email === email && now - new Date(m.receivedAt).getTime() < HOUR);
    if (recent.length >= CONTACT_LIMIT_PER_HOUR) {
      const oldest = new Date(recent[0]!.receivedAt).getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR - now) / 1000));
      throw new ShopError(
        429,
        'forms.tooManyMessages',
        `You have sent ${CONTACT_LIMIT_PER_HOUR} messages in the last hour. Please wait before sending another.`,
        { retryAfterSeconds },
      );
    }
    const id = shop.nextId('CT', 6);
    shop.state.forms.contact.push({
      id,
      name: input.name.trim(),
      email,
      ...(input.mobile ? { mobile: input.mobile } : {}),
      message: input.message,
      receivedAt: shop.nowIso(),
    });
    shop.log(`[mock] contact message ${id} from ${email}`);
    reply.message = FORM_SUCCESS;
    return { done: true, id };
  },
} satisfies Partial<ActionHandlers>;
