/**
 * The `productDetail` block: the product page template. The product comes from the route; the block's
 * `sections` say which parts of the page show. The block joins the catalogue's view with the quotes
 * feature's request form (under the purchase buttons), so neither feature imports the other.
 */
import { ProductDetail } from '../../features/catalog/detail/product-detail.tsx';
import type { QuoteSlot } from '../../features/catalog/detail/purchase-panel.tsx';
import { QuoteRequestSlot } from '../../features/quotes/quote-request-slot.tsx';
import type { BlockProps } from '../types.ts';

export function ProductDetailBlock({ block }: BlockProps<'productDetail'>) {
  const element = block.elements[0];
  if (!element) return null;
  return <ProductDetail sections={element.sections} quoteSlot={quoteSlot} />;
}

const quoteSlot: QuoteSlot = ({ cin, productName }) => <QuoteRequestSlot cin={cin} productName={productName} />;
