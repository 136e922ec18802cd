/**
 * The product page (/p/{slug}/{encodedId}): the product by its id (`encodedId` is the id in base64url),
 * or by its slug when the id does not lead to one; a product that is not there gets a clear message
 * inside the page. The block's section flags switch the secondary parts on and off.
 */
import { decodeProductId, isSlug, productRoute } from '@attar/sdk';
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import type { AttarError, Schemas } from '@attar/sdk';
import { ErrorState, Skeleton } from '../../../components/ui/status.tsx';
import { useAction } from '../../../data/use-action.ts';
import { useFeature } from '../../../data/features.ts';
import { DeferredRegion } from '../../../lib/deferred-region.tsx';
import { useSeo } from '../../../lib/seo.ts';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { OtherDetails } from './other-details.tsx';
import { PincodeCheck } from './pincode-check.tsx';
import { familyLabel, CONCENTRATION_LABELS, ProductFacts } from './product-facts.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductRails } from './product-rails.tsx';
import { ProductReviews } from './product-reviews.tsx';
import { PurchasePanel, type PersonaliseState, type QuoteSlot } from './purchase-panel.tsx';
import { AskAbout } from './ask-about.tsx';
import { stockState } from './stock-state.ts';
import { useNotFoundStatus } from '../../../data/server-reads.ts';
import '../../../components/product/product-card.css';
import './product-detail.css';

type Sections = Schemas['ProductDetailBlock']['elements'][number]['sections'];
type Product = Schemas['Product'];

const NOT_FOUND = new Set(['catalog.productNotFound', 'catalog.variantNotFound']);
const isNotFound = (error: AttarError | undefined) =>
  error !== undefined && (NOT_FOUND.has(error.code) || ('status' in error && error.status === 404));

/** Which product a product route names, and how far loading it has come. */
export function useRouteProduct(slug: string | undefined, encodedId: string | undefined) {
  const productId = decodeProductId(encodedId);
  // a product page never shows the previous product while the next one loads
  const byId = useAction('catalogProduct', productId ? { itemId: productId } : null, { keepPreviousData: false });
  const tryHandle = (!productId || isNotFound(byId.error)) && isSlug(slug);
  const byHandle = useAction('catalogProductByHandle', tryHandle ? { handle: slug! } : null, { keepPreviousData: false });
  const product: Product | undefined = byId.data ?? byHandle.data;
  const error = tryHandle ? byHandle.error : byId.error;
  const missing = !product && (tryHandle ? isNotFound(byHandle.error) : !productId || isNotFound(byId.error));
  const retry = () => void (tryHandle ? byHandle.mutate() : byId.mutate());
  return { product, error, missing, retry };
}

export function ProductDetail({ sections, quoteSlot }: { sections: Sections; quoteSlot?: QuoteSlot | undefined }) {
  const { slug, encodedId } = useParams();
  const { product, error, missing, retry } = useRouteProduct(slug, encodedId);
  const navigate = useNavigate();
  const { search } = useLocation();

  useSeo(
    product ? product.name : missing ? 'Perfume not found' : undefined,
    product
      ? (product.shortDescription ??
          `${product.name}, ${CONCENTRATION_LABELS[product.concentration].toLowerCase()} by ${product.brand.brandName}.`)
      : undefined,
  );

  // an old or mistyped address that still found the product becomes the product's own address
  useEffect(() => {
    if (!product) return;
    const canonical = productRoute(product);
    if (canonical !== `/p/${slug}/${encodedId}`) void navigate(`${canonical}${search}`, { replace: true });
  }, [product, slug, encodedId, search, navigate]);

  if (missing) return <ProductNotFound />;
  if (error && !product) return <ErrorState error={error} onRetry={retry} title="This perfume did not load" />;
  // the perfume renders in a background (interruptible) pass once it arrives
  return <DeferredProductView product={product} sections={sections} quoteSlot={quoteSlot} />;
}

function DeferredProductView({
  product,
  sections,
  quoteSlot,
}: {
  product: Product | undefined;
  sections: Sections;
  quoteSlot: QuoteSlot | undefined;
}) {
  const shown = useDeferredValue(product);
  if (!shown) return <Skeleton lines={8} label="Loading the perfume" />;
  return <ProductView key={shown.productId} product={shown} sections={sections} quoteSlot={quoteSlot} />;
}

export function ProductView({
  product,
  sections,
  quoteSlot,
}: {
  product: Product;
  sections: Sections;
  quoteSlot?: QuoteSlot | undefined;
}) {
  const [cin, setCin] = useState(product.defaultCin);
  const [personalise, setPersonalise] = useState<PersonaliseState>({ open: false, addOns: [] });
  const variant = product.variants.find((v) => v.cin === cin) ?? product.variants[0]!;
  // the Add-ons tab opens the personalisation with its add-on ticked (while the size can be bought)
  const cart = useFeature('cart');
  const onAddOn =
    cart && stockState(variant).kind !== 'soldOut'
      ? (addOnId: string) => setPersonalise({ open: true, addOns: [addOnId] })
      : undefined;
  const categoryHref = `/category/${product.category.categoryName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}/${product.category.categoryId}`;
  return (
    <article className="pdp" aria-labelledby="pdp-title">
      <nav className="pdp-crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <AppLink to="/">Home</AppLink>
          </li>
          <li>
            <AppLink to="/shop">Shop</AppLink>
          </li>
          <li>
            <AppLink to={categoryHref}>{product.category.categoryName}</AppLink>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="pdp-top">
        <ProductGallery images={product.images} name={product.name} />
        <div className="pdp-info">
          <p className="pdp-brand">{product.brand.brandName}</p>
          <h1 id="pdp-title" className="pdp-title">
            {product.name}
          </h1>
          <p className="pdp-kind">
            {CONCENTRATION_LABELS[product.concentration]} · {familyLabel(product.fragranceFamily)} ·{' '}
            {product.category.categoryName}
            {product.isNew ? <span className="badge badge-new">New</span> : null}
          </p>
          {sections.reviews && product.rating.count > 0 ? (
            <a className="pdp-rating-link" href="#pdp-reviews-title">
              <RatingStars average={product.rating.average} count={product.rating.count} />
              <span className="visually-hidden">: read the reviews</span>
            </a>
          ) : (
            <RatingStars average={product.rating.average} count={product.rating.count} compact />
          )}
          {product.shortDescription ? <p className="pdp-short">{product.shortDescription}</p> : null}
          <PurchasePanel
            product={product}
            cin={cin}
            onCinChange={setCin}
            quoteSlot={quoteSlot}
            personalise={personalise}
            onPersonalise={setPersonalise}
          />
          {sections.pincodeCheck ? <PincodeCheck product={product} cin={cin} /> : null}
          <AskAbout cin={variant.cin} productName={`${product.name} ${variant.label}`} />
        </div>
      </div>
      <ProductFacts product={product} />
      {/* below the fold on a phone: hydrated when wanted (lib/deferred-region.tsx) */}
      {sections.otherDetails ? (
        <DeferredRegion>
          <OtherDetails productId={product.productId} headingId="pdp-details-title" onAddOn={onAddOn} />
        </DeferredRegion>
      ) : null}
      {sections.reviews ? (
        <DeferredRegion>
          <ProductReviews productId={product.productId} />
        </DeferredRegion>
      ) : null}
      <ProductRails productId={product.productId} sections={sections} />
    </article>
  );
}

function ProductNotFound() {
  useNotFoundStatus();
  return (
    <section className="pdp-missing" aria-labelledby="pdp-missing-title">
      <h1 id="pdp-missing-title">We could not find this perfume</h1>
      <p>The link may be old or mistyped, or the perfume is no longer sold. Everything we make is in the shop.</p>
      <AppLink className="button" to="/shop">
        Browse all perfumes
      </AppLink>
    </section>
  );
}
