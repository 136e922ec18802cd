/**
 * The buying column of a product page: size, price with MRP and discount, stock, quantity, add to
 * cart, buy now and the wishlist, each while the store has its feature on (decision 022): with the cart
 * off there is no quantity, add, buy now, personalisation or bar, and the page says buying online is
 * not available; Buy now also needs a way to check out (signed in, sign-in on, or guest checkout). A sold-out size cannot be added, and offers "Notify me"; a second click while a request is
 * on its way does nothing. Whenever the buttons are off the screen (below the first screen of a phone, or
 * scrolled past), a bar at the bottom of the screen keeps the price and Add to cart in reach.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { QuantityRule } from '@attar/sdk/rules';
import { Price } from '../../../components/ui/price.tsx';
import { toast } from '../../../state/toasts.ts';
import { addToCart, buyNow } from '../../../data/cart-actions.ts';
import { WishlistButton } from '../../../components/product/wishlist-button.tsx';
import { stockState, stockText } from './stock-state.ts';
import { VariantPicker } from './variant-picker.tsx';
import { NotifyMe } from './notify-me.tsx';
import { Skeleton } from '../../../components/ui/status.tsx';
import { useAction } from '../../../data/use-action.ts';
import { useHydrated } from '../../../lib/hydrated.ts';
import { useSite } from '../../../data/use-site.ts';
import { featureOn, useFeature } from '../../../data/features.ts';
import { useSignedIn } from '../../../state/signed-in.ts';

/** The personalisation form loads when the shopper opens it (never with the page's first load). */
const loadPersonalise = () => import('./personalise-panel.tsx');
const PersonalisePanel = lazy(loadPersonalise);

/** Whether the personalisation is open, and the add-ons the Add-ons tab asked for. */
export interface PersonaliseState {
  open: boolean;
  addOns: string[];
}

type Product = Schemas['Product'];

/**
 * What the page adds under the buttons for the chosen size (the quotes feature's request form): the page
 * that composes the product view passes it in, so the catalogue does not import another feature.
 */
export type QuoteSlot = (variant: { cin: string; productName: string }) => ReactNode;

interface Props {
  product: Product;
  cin: string;
  onCinChange: (cin: string) => void;
  quoteSlot?: QuoteSlot | undefined;
  personalise?: PersonaliseState;
  onPersonalise?: (next: PersonaliseState) => void;
}

/**
 * Whether the element is off the screen: false until the browser says otherwise, so the server's HTML
 * and the hydration agree, and always false where there is no IntersectionObserver.
 */
function useOffScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOff(!entry!.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return off;
}

/** The frame's floating dock (site-footer.tsx), where the bar stacks with the cookie notice instead of under it. */
function useDock(): Element | null {
  const [dock, setDock] = useState<Element | null>(null);
  useEffect(() => setDock(document.querySelector('.frame-dock')), []);
  return dock;
}

export function PurchasePanel({ product, cin, onCinChange, quoteSlot, personalise, onPersonalise }: Props) {
  const navigate = useNavigate();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  const variant = product.variants.find((v) => v.cin === cin) ?? product.variants[0]!;
  const stock = stockState(variant);
  const max = Math.max(1, Math.min(QuantityRule.maximum, variant.stock));
  const qty = Math.min(quantity, max);
  const soldOut = stock.kind === 'soldOut';
  const actions = useRef<HTMLDivElement>(null);
  const cart = useFeature('cart');
  const wishlist = useFeature('wishlist');
  const site = useSite().data;
  const auth = useSignedIn();
  const canBuyNow = auth || featureOn(site, 'signIn') || featureOn(site, 'guestCheckout');
  const barShown = useOffScreen(actions) && cart;
  const dock = useDock();
  const personaliseId = useId();
  // the options are read in the browser only: the server's HTML and the hydration both draw no button
  const hydrated = useHydrated();
  const options = useAction('catalogOtherDetails', hydrated && !soldOut ? { productId: product.productId } : null).data;
  const personalisable =
    cart && !soldOut && onPersonalise && options && (options.customizationOptions.length > 0 || options.addOns.length > 0);
  const open = personalise?.open ?? false;

  async function add() {
    if (busy) return;
    setBusy('add');
    const error = await addToCart(variant.cin, qty);
    setBusy(null);
    if (error) toast(error, 'error');
  }

  async function buy() {
    if (busy) return;
    setBusy('buy');
    const result = await buyNow(variant.cin, qty);
    setBusy(null);
    if ('error' in result) toast(result.error, 'error');
    else void navigate(result.route);
  }

  return (
    <div className="pdp-buy">
      <div className="pdp-price" aria-live="polite">
        <Price amount={variant.price} mrp={variant.mrp} className="pdp-price-main" />
        {variant.discountPercent > 0 && variant.mrp > variant.price ? (
          <span className="badge badge-sale">{variant.discountPercent}% off</span>
        ) : null}
        <p className="pdp-tax">Inclusive of all taxes. Free shipping across India.</p>
      </div>

      {product.variants.length > 1 ? (
        <VariantPicker variants={product.variants} value={variant.cin} onChange={onCinChange} />
      ) : (
        <p className="pdp-size">Size: {variant.label}</p>
      )}

      <p className={`pdp-stock pdp-stock-${stock.kind}`} role="status">
        {stockText(stock)}
      </p>

      <div className="pdp-actions" ref={actions}>
        {cart ? (
          <>
            <div className="pdp-qty">
              <label htmlFor={quantityId}>Quantity</label>
              <div className="pdp-qty-control">
                <button type="button" aria-label="One fewer" disabled={soldOut || qty <= 1} onClick={() => setQuantity(qty - 1)}>
                  −
                </button>
                <input
                  id={quantityId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  value={qty}
                  disabled={soldOut}
                  onChange={(e) => {
                    const n = Number.parseInt(e.target.value, 10);
                    setQuantity(Number.isFinite(n) ? Math.max(1, Math.min(max, n)) : 1);
                  }}
                />
                <button type="button" aria-label="One more" disabled={soldOut || qty >= max} onClick={() => setQuantity(qty + 1)}>
                  +
                </button>
              </div>
            </div>
            <button type="button" className="button pdp-add" disabled={soldOut || busy !== null} onClick={() => void add()}>
              {soldOut ? 'Sold out' : busy === 'add' ? 'Adding…' : 'Add to cart'}
            </button>
            {canBuyNow ? (
              <button
                type="button"
                className="button button-quiet pdp-buy-now"
                disabled={soldOut || busy !== null}
                onClick={() => void buy()}
              >
                {busy === 'buy' ? 'Starting checkout…' : 'Buy now'}
              </button>
            ) : null}
          </>
        ) : (
          <p className="pdp-no-cart">Buying online is not available in this store at the moment.</p>
        )}
        {wishlist ? (
          <WishlistButton productId={product.productId} productName={product.name} initial={product.wishlisted} look="full" />
        ) : null}
      </div>
      {personalisable ? (
        <div className="pdp-personalise-wrap">
          <button
            type="button"
            className="button button-quiet pdp-personalise-toggle"
            aria-expanded={open}
            aria-controls={open ? personaliseId : undefined}
            onPointerEnter={() => void loadPersonalise()}
            onFocus={() => void loadPersonalise()}
            onClick={() => onPersonalise({ open: !open, addOns: [] })}
          >
            {open ? 'Hide personalisation' : 'Personalise this bottle'}
          </button>
          {open ? (
            <Suspense fallback={<Skeleton lines={4} label="Loading the personalisation" />}>
              <PersonalisePanel
                id={personaliseId}
                details={options}
                variant={variant}
                quantity={qty}
                productName={product.name}
                addOns={personalise?.addOns ?? []}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
      {soldOut ? (
        // a new size is a new request: the form starts afresh
        <NotifyMe key={variant.cin} productId={product.productId} cin={variant.cin} what={`${product.name} ${variant.label}`} />
      ) : null}
      {quoteSlot?.({ cin: variant.cin, productName: product.name })}
      {barShown && dock
        ? createPortal(
            <section className="pdp-sticky" aria-label={`Buy ${product.name}`}>
              <p className="pdp-sticky-name">
                <span>{product.name}</span>
                <span className="pdp-sticky-size">{variant.label}</span>
              </p>
              <Price amount={variant.price} mrp={variant.mrp} className="pdp-sticky-price" />
              <button
                type="button"
                className="button pdp-sticky-add"
                disabled={soldOut || busy !== null}
                onClick={() => void add()}
              >
                {soldOut ? 'Sold out' : busy === 'add' ? 'Adding…' : 'Add'}
                <span className="visually-hidden">
                  {' '}
                  {product.name}, {variant.label}, to the cart
                </span>
              </button>
            </section>,
            dock,
          )
        : null}
    </div>
  );
}
