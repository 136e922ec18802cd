/** Delivery checks: the product page's pincode box and the courier serviceability call. */
import type { ActionHandlers } from '../../core/context.ts';
import { ShopError } from '../../core/errors.ts';
import { deliveryEstimate, findVariant } from '../../shop/catalogue/api.ts';
import { deliveryDate, estimateAbroad, isoDate, shortDate } from '../../shop/catalogue/delivery.ts';

export const deliveryHandlers = {
  catalogCheckPincode: ({ shop, input, scenario }) => {
    const match = findVariant(shop, input.cin);
    if (!match) {
      throw new ShopError(404, 'catalog.itemNotFound', `We do not sell an item ${input.cin}.`, {
        fieldErrors: [{ field: 'cin', message: 'is not a product of this store' }],
      });
    }
    const countryCode = (input.countryCode ?? 'IN').toUpperCase();
    const abroad = input.international === 1 || countryCode !== 'IN';
    const estimate = abroad ? estimateAbroad(shop, countryCode, input.pincode) : deliveryEstimate(shop, input.pincode, scenario);
    const base = { pincode: input.pincode, cin: input.cin };
    if (!estimate.serviceable)
      return { ...base, serviceable: false, message: estimate.reason ?? `We cannot deliver to ${input.pincode}.` };
    const arrives = deliveryDate(shop.clock.now(), estimate.maxDays);
    const { product, variant } = match;
    const message = variant.inStock
      ? `Free delivery by ${shortDate(arrives)}`
      : `${product.name} ${variant.label} is out of stock right now; delivery to ${input.pincode} takes ${estimate.minDays}-${estimate.maxDays} days once it is back.`;
    return {
      ...base,
      serviceable: true,
      message,
      shippingCharge: estimate.shippingCharge,
      estimate: { minDays: estimate.minDays, maxDays: estimate.maxDays, estimatedDelivery: isoDate(arrives) },
    };
  },

  logisticsCheckServiceability: (ctx) => {
    const { shop, input } = ctx;
    if (!findVariant(shop, input.itemId)) {
      throw new ShopError(422, 'logistics.unknownItem', `We do not sell an item ${input.itemId}.`, {
        fieldErrors: [{ field: 'itemId', message: 'is not a product of this store' }],
      });
    }
    const estimate = deliveryEstimate(shop, input.customerPincode, ctx.scenario);
    if (!estimate.serviceable) {
      ctx.reply.message = 'Not serviceable';
      return {
        serviceable: false,
        customerPincode: input.customerPincode,
        courier: estimate.courier,
        shippingCharge: 0,
        reason: estimate.reason ?? 'Not served.',
      };
    }
    const now = shop.clock.now();
    const ordered = input.orderDate ? new Date(`${input.orderDate}T${now.toISOString().slice(11)}`) : now;
    ctx.reply.message = 'Delivery available';
    return {
      serviceable: true,
      customerPincode: input.customerPincode,
      courier: estimate.courier,
      shippingCharge: estimate.shippingCharge,
      estimatedDelivery: isoDate(deliveryDate(ordered > now ? ordered : now, estimate.maxDays)),
      minDays: estimate.minDays,
      maxDays: estimate.maxDays,
    };
  },
} satisfies Partial<ActionHandlers>;
