/**
 * A perfume card, shared by the rails, the shop grid and the wishlist page: picture and name linking to
 * the product page, price with MRP, rating, and the wishlist and add-to-cart buttons.
 * @example <ProductCard product={summary} />
 */
import { productRoute } from '@attar/sdk';
import { useRef, useState } from 'react';
import { AppLink } from '../ui/app-link.tsx';
import type { Schemas } from '@attar/sdk';
import { Price } from '../ui/price.tsx';
import { toast } from '../../state/toasts.ts';
import { addToCart } from '../../data/cart-actions.ts';
import { RatingStars } from '../ui/rating-stars.tsx';
import { WishlistButton } from './wishlist-button.tsx';
import './product-card.css';
import { Picture } from '../ui/picture.tsx';
import { PICTURE_SIZES } from '../../lib/picture.ts';

export interface ProductCardProps {
  product: Schemas['ProductSummary'];
  /** Show the add-to-cart button (a rail's `cartEnabled`); on by default. */
  showCart?: boolean;
  /** Show the wishlist heart (a rail's `wishlistEnabled`); on by default. */
  showWishlist?: boolean;
  /** Heading level of the product name in its surroundings (3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** The card is in the first view (the top of a listing): its image loads at once, not lazily. */
  priority?: boolean;
}

const CARD_IMAGE_SIZE = 400;

export function ProductCard({
  product,
  showCart = true,
  showWishlist = true,
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const [adding, setAdding] = useState(false);
  const href = productRoute(product);
  const Heading = `h${headingLevel}` as const;

  const busy = useRef(false);
  async function add() {
    if (busy.current) return;
    busy.current = true;
    setAdding(true);
    const error = await addToCart(product.cin, 1);
    busy.current = false;
    setAdding(false);
    // success has its toast from addToCart
    if (error) toast(error, 'error');
  }

  return (
    <article className="product-card" data-product={product.productId}>
      <div className="product-card-media">
        <Picture
          image={product.image}
          alt={product.image.altText}
          sizes={PICTURE_SIZES.card}
          width={product.image.width ?? CARD_IMAGE_SIZE}
          height={product.image.height ?? CARD_IMAGE_SIZE}
          priority={priority}
        />
        <div className="product-card-badges">
          {!product.inStock ? <span className="badge badge-soldout">Sold out</span> : null}
          {product.inStock && product.discountPercent > 0 ? (
            <span className="badge badge-sale">{product.discountPercent}% off</span>
          ) : null}
          {product.isNew ? <span className="badge badge-new">New</span> : null}
        </div>
      </div>
      {showWishlist ? (
        <div className="product-card-wish">
          <WishlistButton productId={product.productId} productName={product.name} initial={product.wishlisted} />
        </div>
      ) : null}
      <div className="product-card-body">
        <p className="product-card-brand">{product.brand.brandName}</p>
        <Heading className="product-card-name">
          {/* the link covers the whole card (see the CSS), so the picture is clickable too */}
          <AppLink to={href} className="product-card-link">
            {product.name}
          </AppLink>
        </Heading>
        <RatingStars average={product.rating.average} count={product.rating.count} compact />
        <Price amount={product.price} mrp={product.mrp} className="product-card-price" />
        {showCart ? (
          <button
            type="button"
            className="button button-small product-card-add"
            // while adding it stays enabled (aria-disabled): a disabled button would drop the keyboard's focus
            disabled={!product.inStock}
            aria-disabled={adding || undefined}
            onClick={() => void add()}
          >
            {product.inStock ? (adding ? 'Adding…' : 'Add to cart') : 'Sold out'}
            <span className="visually-hidden">: {product.name}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
}
