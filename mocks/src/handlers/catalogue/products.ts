/**
 * Product pages: detail by id or slug (recording the view for a signed-in buyer), sizes, related and
 * similar products, other details, policy documents and the buyer's recently viewed products.
 */
import type { Schemas } from '@attar/sdk';
import { requireBuyer, type ActionHandlers, type HandlerContext } from '../../core/context.ts';
import { ShopError } from '../../core/errors.ts';
import type { Shop } from '../../shop/shop.ts';
import { findProduct, productSummary } from '../../shop/catalogue/api.ts';
import type { Product } from '../../shop/catalogue/build-products.ts';
import { buyerOf } from '../../shop/catalogue/cards.ts';
import { otherDetailsOf } from '../../shop/catalogue/other-details.ts';
import { recentlyViewedIds, recordView } from '../../shop/catalogue/recently-viewed.ts';
import { relatedProducts, similarProducts } from '../../shop/catalogue/relations.ts';
import { isWishlisted } from '../../shop/accounts/api.ts';

/** The product of an id, or a 404 naming it. */
export function requireProduct(shop: Shop, productId: string): Product {
  const product = findProduct(shop, productId);
  if (!product) throw new ShopError(404, 'catalog.productNotFound', `Product ${productId} was not found.`);
  return product;
}

/** The product page: a copy with the preselected size and, for a buyer, `wishlisted`; the view is recorded. */
function productPage(
  ctx: HandlerContext<'catalogProduct' | 'catalogProductByHandle'>,
  product: Product,
  cin?: string,
): Schemas['Product'] {
  if (cin && !product.variants.some((v) => v.cin === cin)) {
    throw new ShopError(
      404,
      'catalog.variantNotFound',
      `${product.name} has no size ${cin}; its sizes are ${product.variants.map((v) => v.cin).join(', ')}.`,
      {
        fieldErrors: [{ field: 'cin', message: `is not a size of ${product.productId}` }],
      },
    );
  }
  const buyerId = buyerOf(ctx.caller);
  // a JSON copy, not structuredClone: under --state the product is a change-tracking proxy, which cannot be cloned
  const page = JSON.parse(JSON.stringify(product)) as Schemas['Product'];
  if (cin) page.defaultCin = cin;
  if (buyerId) {
    page.wishlisted = isWishlisted(ctx.shop, buyerId, product.productId);
    recordView(ctx.shop, buyerId, product.productId);
  }
  return page;
}

const summaries = (ctx: { shop: Shop; caller: HandlerContext<'catalogRelated'>['caller'] }, products: Product[]) =>
  products.map((p) => productSummary(ctx.shop, p, buyerOf(ctx.caller)));

export const productHandlers = {
  catalogProduct: (ctx) => productPage(ctx, requireProduct(ctx.shop, ctx.input.itemId), ctx.input.cin),

  catalogProductByHandle: (ctx) => {
    const product = Object.values(ctx.shop.state.catalogue.products).find((p) => p.slug === ctx.input.handle);
    if (!product) throw new ShopError(404, 'catalog.productNotFound', `No perfume has the address "${ctx.input.handle}".`);
    return productPage(ctx, product);
  },

  catalogVariants: ({ shop, input }) => {
    const product = requireProduct(shop, input.productId);
    const variants = [...product.variants].sort((a, b) => a.sizeMl - b.sizeMl).map((v) => ({ ...v }));
    return { productId: product.productId, sizes: variants.map((v) => v.sizeMl), defaultCin: product.defaultCin, variants };
  },

  catalogRelated: (ctx) => {
    const product = requireProduct(ctx.shop, ctx.input.itemId);
    const items = summaries(ctx, relatedProducts(ctx.shop, product, ctx.input.relation, ctx.input.limit ?? 10));
    return { relation: ctx.input.relation, itemId: product.productId, items };
  },

  catalogSimilar: (ctx) => {
    const product = requireProduct(ctx.shop, ctx.input.similarTo);
    return { similarTo: product.productId, items: summaries(ctx, similarProducts(ctx.shop, product, ctx.input.limit ?? 10)) };
  },

  catalogOtherDetails: ({ shop, input }) => otherDetailsOf(shop, requireProduct(shop, input.productId)),

  catalogPolicy: ({ shop, input }) => {
    const policy = shop.state.catalogue.policies[input.policyId];
    if (!policy) throw new ShopError(404, 'catalog.policyNotFound', `Policy ${input.policyId} was not found.`);
    return { ...policy };
  },

  catalogRecentlyViewed: (ctx) => {
    const buyerId = requireBuyer(ctx);
    const products = recentlyViewedIds(ctx.shop, buyerId)
      .map((id) => findProduct(ctx.shop, id))
      .filter((p): p is Product => p !== undefined);
    return { items: products.map((p) => productSummary(ctx.shop, p, buyerId)) };
  },
} satisfies Partial<ActionHandlers>;
