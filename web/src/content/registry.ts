/**
 * The block registry: every `blockRef` of the spec's ContentBlock union maps to a component. The
 * `satisfies BlockRegistry` below is the proof that none is missing: a new block type in the spec does
 * not compile until it has a component. Only the page heading (tiny, and what opens most pages) is in
 * the first load; the rest load lazily, and the early entry starts the code of a page's first blocks
 * as soon as the page configuration arrives (app/early-start.ts, from the list vite.config.ts writes
 * into index.html by reading the `lazyBlock` lines below).
 */
import type { ComponentType } from 'react';
import { preloadable } from '../lib/preloadable.ts';
import type { BlockOf, BlockRef } from './types.ts';
import { PageHeadingBlock } from './blocks/page-heading.tsx';

export type BlockComponent<R extends BlockRef> = ComponentType<{ block: BlockOf<R> }>;
export type BlockRegistry = { [R in BlockRef]: BlockComponent<R> };

/**
 * A block whose code loads when a page first shows it (or before the hydration of a page the server
 * rendered with it: lib/preloadable.ts); `name` is the component the module exports.
 */
const lazyBlock = <R extends BlockRef, K extends string>(load: () => Promise<Record<K, BlockComponent<R>>>, name: K) =>
  preloadable(`block:${name}`, () => load().then((m) => m[name])) as unknown as BlockComponent<R>;

export const registry = {
  pageHeading: PageHeadingBlock,
  bannerCarousel: lazyBlock(() => import('./blocks/banner-carousel.tsx'), 'BannerCarouselBlock'),
  productRail: lazyBlock(() => import('./blocks/product-rail.tsx'), 'ProductRailBlock'),
  brandStrip: lazyBlock(() => import('./blocks/brand-strip.tsx'), 'BrandStripBlock'),
  discountBanner: lazyBlock(() => import('./blocks/discount-banner.tsx'), 'DiscountBannerBlock'),
  advantages: lazyBlock(() => import('./blocks/advantages.tsx'), 'AdvantagesBlock'),
  topCategories: lazyBlock(() => import('./blocks/top-categories.tsx'), 'TopCategoriesBlock'),
  categoryGrid: lazyBlock(() => import('./blocks/category-grid.tsx'), 'CategoryGridBlock'),
  testimonials: lazyBlock(() => import('./blocks/testimonials.tsx'), 'TestimonialsBlock'),
  infoVideo: lazyBlock(() => import('./blocks/info-video.tsx'), 'InfoVideoBlock'),
  promotionVideo: lazyBlock(() => import('./blocks/promotion-video.tsx'), 'PromotionVideoBlock'),
  newsletter: lazyBlock(() => import('./blocks/newsletter.tsx'), 'NewsletterBlock'),
  gallery: lazyBlock(() => import('./blocks/gallery.tsx'), 'GalleryBlock'),
  imageText: lazyBlock(() => import('./blocks/image-text.tsx'), 'ImageTextBlock'),
  richText: lazyBlock(() => import('./blocks/rich-text.tsx'), 'RichTextBlock'),
  faqAccordion: lazyBlock(() => import('./blocks/faq-accordion.tsx'), 'FaqAccordionBlock'),
  contactInfo: lazyBlock(() => import('./blocks/contact-info.tsx'), 'ContactInfoBlock'),
  contactForm: lazyBlock(() => import('./blocks/contact-form.tsx'), 'ContactFormBlock'),
  map: lazyBlock(() => import('./blocks/map.tsx'), 'MapBlock'),
  portfolio: lazyBlock(() => import('./blocks/portfolio.tsx'), 'PortfolioBlock'),
  backgroundImage: lazyBlock(() => import('./blocks/background-image.tsx'), 'BackgroundImageBlock'),
  aboutBanner: lazyBlock(() => import('./blocks/about-banner.tsx'), 'AboutBannerBlock'),
  offerCodeStrip: lazyBlock(() => import('./blocks/offer-code-strip.tsx'), 'OfferCodeStripBlock'),
  bookService: lazyBlock(() => import('./blocks/book-service.tsx'), 'BookServiceBlock'),
  productListing: lazyBlock(() => import('./blocks/product-listing.tsx'), 'ProductListingBlock'),
  productDetail: lazyBlock(() => import('./blocks/product-detail.tsx'), 'ProductDetailBlock'),
} satisfies BlockRegistry;
