/**
 * Prices cart lines from the catalogue (unit price = variant price plus its personalisation) in integer paise and builds the
 * Cart the API returns. Shipping is free across India (docs/product-rules.md 1).
 */
import { fromPaise, toPaise, type Paise, type Schemas } from '@attar/sdk';
import { QuantityRule } from '@attar/sdk/rules';
import { ShopError, refuse } from '../../core/errors.ts';
import { findVariant } from '../catalogue/api.ts';
import type { Shop } from '../shop.ts';
import { tryCoupon } from './coupons.ts';
import { findFrame } from './frames.ts';
import type { ItemInfo } from './item.ts';
import { personalisationFields, personalisationPrice } from './personalisation.ts';
import type { CartLine } from './state.ts';
import { madeImage } from '../../pictures.ts';

/** Most of one item a cart line may hold. */
export const MAX_QUANTITY = QuantityRule.maximum;

/** The item of a cin (a perfume variant from the catalogue, or a frame), or undefined. */
export function lookupItem(shop: Shop, cin: string): ItemInfo | undefined {
  const match = findVariant(shop, cin);
  if (!match) return findFrame(cin);
  const { product, variant } = match;
  const image = product.images[0] ?? madeImage('products', product.slug, product.name);
  return {
    cin,
    productId: product.productId,
    slug: product.slug,
    name: product.name,
    variantLabel: variant.label,
    image,
    price: variant.price,
    mrp: Math.max(variant.mrp, variant.price),
    stock: variant.stock,
    inStock: variant.inStock && variant.stock > 0,
    onSale: product.onSale,
    unit: 'bottles',
  };
}

/** The item of a cin, or 404 `product.notFound`. */
export function requireItem(shop: Shop, cin: string): ItemInfo {
  const item = lookupItem(shop, cin);
  if (!item)
    throw new ShopError(404, 'product.notFound', `No item with id ${cin} is sold here.`, {
      fieldErrors: [{ field: 'cin', message: 'unknown item' }],
    });
  return item;
}

/** Refuses more than 10 of one item (422 `cart.quantityLimit`) or more than is in stock (422 `cart.outOfStock`). */
export function ensureAvailable(item: ItemInfo, wanted: number, field = 'quantity'): void {
  if (wanted > MAX_QUANTITY) {
    throw refuse.rule('cart.quantityLimit', `You can buy at most ${MAX_QUANTITY} of one item.`, field);
  }
  if (!item.inStock || item.stock <= 0) {
    throw refuse.rule('cart.outOfStock', `${item.name} ${item.variantLabel} is out of stock.`, field);
  }
  if (item.stock < wanted) {
    const message = `Only ${item.stock} ${item.stock === 1 ? item.unit.replace(/s$/, '') : item.unit} of ${item.name} ${item.variantLabel} ${item.stock === 1 ? 'is' : 'are'} left.`;
    throw new ShopError(422, 'cart.outOfStock', message, {
      fieldErrors: [{ field, message: `at most ${item.stock} available` }],
    });
  }
}

/** One priced cart line; undefined when the item left the catalogue. */
export function priceLine(shop: Shop, line: CartLine): Schemas['CartItem'] | undefined {
  const item = lookupItem(shop, line.cin);
  if (!item) return undefined;
  // a personalised unit costs the variant plus its engraving and add-ons, on the MRP as on the price
  const extra = personalisationPrice(shop, line);
  const unit = toPaise(item.price) + (extra?.perUnit ?? 0);
  return {
    cin: line.cin,
    productId: item.productId,
    slug: item.slug,
    name: item.name,
    variantLabel: item.variantLabel,
    image: item.image,
    quantity: line.quantity,
    unitPrice: fromPaise(unit),
    mrp: fromPaise(toPaise(item.mrp) + (extra?.perUnit ?? 0)),
    lineTotal: fromPaise(unit * line.quantity),
    inStock: item.inStock && item.stock >= line.quantity,
    onSale: item.onSale,
    ...(line.offer !== undefined ? { offer: line.offer } : {}),
    ...(line.custom !== undefined ? { custom: line.custom } : {}),
    ...(line.customType !== undefined ? { customType: line.customType } : {}),
    ...(line.customization !== undefined ? { customization: line.customization } : {}),
    ...(extra ? personalisationFields(extra) : {}),
    ...(line.paymentMode !== undefined ? { paymentMode: line.paymentMode } : {}),
  };
}

/** What a priced cart holds, before it is shaped for a reply. */
export interface PricedLines {
  items: Schemas['CartItem'][];
  subtotal: Paise;
  mrpTotal: Paise;
  itemCount: number;
}

export function priceLines(shop: Shop, lines: readonly CartLine[]): PricedLines {
  const items = lines.map((line) => priceLine(shop, line)).filter((item): item is Schemas['CartItem'] => item !== undefined);
  return {
    items,
    subtotal: items.reduce((sum, i) => sum + toPaise(i.lineTotal), 0),
    mrpTotal: items.reduce((sum, i) => sum + toPaise(i.mrp) * i.quantity, 0),
    itemCount: items.reduce((sum, i) => sum + i.quantity, 0),
  };
}

/** The money summary: discount = mrpTotal - subtotal, total = subtotal - coupon (shipping is free). */
export function summarize(priced: PricedLines, couponDiscount: Paise = 0): Schemas['PriceSummary'] {
  return {
    itemCount: priced.itemCount,
    mrpTotal: fromPaise(priced.mrpTotal),
    subtotal: fromPaise(priced.subtotal),
    discount: fromPaise(priced.mrpTotal - priced.subtotal),
    couponDiscount: fromPaise(couponDiscount),
    shipping: 0,
    total: fromPaise(priced.subtotal - couponDiscount),
    currency: 'INR',
  };
}

/** The parts of a checkout (buyer cart, buy-now or guest cart) that make up a Cart reply. */
export interface CartSource {
  checkoutId: string;
  lines: CartLine[];
  coupon?: string;
  paymentMode?: Schemas['PaymentMode'];
  shippingAddress?: Schemas['Address'];
  billingAddress?: Schemas['Address'];
  updatedAt: string;
}

/**
 * Prices a checkout into the API's Cart. A stored coupon that no longer applies (the cart fell below
 * its minimum, it expired) is dropped from the source.
 */
export function cartView(shop: Shop, source: CartSource): Schemas['Cart'] {
  const priced = priceLines(shop, source.lines);
  const quote = source.coupon ? tryCoupon(shop, source.coupon, priced.subtotal) : undefined;
  if (source.coupon && !quote) delete source.coupon;
  return {
    checkoutId: source.checkoutId,
    items: priced.items,
    summary: summarize(priced, quote?.discount ?? 0),
    ...(quote
      ? {
          coupon: {
            couponCode: quote.coupon.couponCode,
            description: quote.coupon.description,
            discount: fromPaise(quote.discount),
          },
        }
      : {}),
    ...(source.paymentMode ? { paymentMode: source.paymentMode } : {}),
    ...(source.shippingAddress ? { shippingAddress: source.shippingAddress } : {}),
    ...(source.billingAddress ? { billingAddress: source.billingAddress } : {}),
    updatedAt: source.updatedAt,
  };
}
