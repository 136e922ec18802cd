/** The shape pricing works on, shared by the catalogue's perfumes and the cart's own frames. */
import type { Schemas } from '@attar/sdk';

/** What the cart needs to know about a sellable item. */
export interface ItemInfo {
  cin: string;
  productId: string;
  slug: string;
  name: string;
  variantLabel: string;
  image: Schemas['Image'];
  price: number;
  mrp: number;
  stock: number;
  inStock: boolean;
  onSale: boolean;
  /** Word for the stock message ("bottles"). */
  unit: string;
  /** Frames come from the cart domain's own list and have no catalogue stock to take. */
  isFrame?: boolean;
}
