/**
 * Frames for `cart.addFrames`. The frame calls are template leftovers of a wood and PVC craft firm
 * (spec FrameItem); the perfume catalogue has no frames, so the cart domain keeps this small list.
 */
import type { ItemInfo } from './item.ts';

const frame = (
  cin: string,
  productId: string,
  slug: string,
  name: string,
  label: string,
  price: number,
  mrp: number,
): ItemInfo => ({
  cin,
  productId,
  slug,
  name,
  variantLabel: label,
  image: { url: `/media/frames/${slug}.svg`, altText: `${name}, ${label}` },
  price,
  mrp,
  stock: 25,
  inStock: true,
  onSale: false,
  unit: 'frames',
  isFrame: true,
});

export const FRAMES: readonly ItemInfo[] = [
  frame('FRM-TEAK-A4', 'PR00901', 'teak-photo-frame', 'Teak photo frame', 'A4', 899, 999),
  frame('FRM-PVC-A4', 'PR00902', 'pvc-photo-frame', 'PVC photo frame', 'A4', 499, 599),
  frame('FRM-METAL-A3', 'PR00903', 'metal-photo-frame', 'Brushed metal frame', 'A3', 1299, 1499),
];

/** The frame with this cin, or undefined. */
export const findFrame = (cin: string): ItemInfo | undefined => FRAMES.find((f) => f.cin === cin);
