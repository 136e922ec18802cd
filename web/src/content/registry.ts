/**
 * The block registry: every `blockRef` of the spec's ContentBlock union maps to a component. The
 * `satisfies BlockRegistry` below is the proof that none is missing: a new block type in the spec does
 * not compile until it has a component. Blocks below the fold load lazily.
 */
import { lazy, type ComponentType } from 'react';
import type { BlockOf, BlockRef } from './types.ts';
import { PageHeadingBlock } from './blocks/page-heading.tsx';
import { BannerCarouselBlock } from './blocks/banner-carousel.tsx';
import { RichTextBlock } from './blocks/rich-text.tsx';
import { BackgroundImageBlock } from './blocks/background-image.tsx';

export type BlockComponent<R extends BlockRef> = ComponentType<{ block: BlockOf<R> }>;
export type BlockRegistry = { [R in BlockRef]: BlockComponent<R> };

const lazyBlock = <R extends BlockRef>(load: () => Promise<{ default: BlockComponent<R> }>) => lazy(load) as unknown as BlockComponent<R>;

export const registry = {
  pageHeading: PageHeadingBlock,
  bannerCarousel: BannerCarouselBlock,
  productRail: lazyBlock(() => import('./blocks/product-rail.tsx').then((m) => ({ default: m.ProductRailBlock }))),
  brandStrip: lazyBlock(() => import('./blocks/brand-strip.tsx').then((m) => ({ default: m.BrandStripBlock }))),
  discountBanner: lazyBlock(() => import('./blocks/discount-banner.tsx').then((m) => ({ default: m.DiscountBannerBlock }))),
  advantages: lazyBlock(() => import('./blocks/advantages.tsx').then((m) => ({ default: m.AdvantagesBlock }))),
  topCategories: lazyBlock(() => import('./blocks/top-categories.tsx').then((m) => ({ default: m.TopCategoriesBlock }))),
  categoryGrid: lazyBlock(() => import('./blocks/category-grid.tsx').then((m) => ({ default: m.CategoryGridBlock }))),
  testimonials: lazyBlock(() => import('./blocks/testimonials.tsx').then((m) => ({ default: m.TestimonialsBlock }))),
  infoVideo: lazyBlock(() => import('./blocks/info-video.tsx').then((m) => ({ default: m.InfoVideoBlock }))),
  promotionVideo: lazyBlock(() => import('./blocks/promotion-video.tsx').then((m) => ({ default: m.PromotionVideoBlock }))),
  newsletter: lazyBlock(() => import('./blocks/newsletter.tsx').then((m) => ({ default: m.NewsletterBlock }))),
  gallery: lazyBlock(() => import('./blocks/gallery.tsx').then((m) => ({ default: m.GalleryBlock }))),
  imageText: lazyBlock(() => import('./blocks/image-text.tsx').then((m) => ({ default: m.ImageTextBlock }))),
  richText: RichTextBlock,
  faqAccordion: lazyBlock(() => import('./blocks/faq-accordion.tsx').then((m) => ({ default: m.FaqAccordionBlock }))),
  contactInfo: lazyBlock(() => import('./blocks/contact-info.tsx').then((m) => ({ default: m.ContactInfoBlock }))),
  contactForm: lazyBlock(() => import('./blocks/contact-form.tsx').then((m) => ({ default: m.ContactFormBlock }))),
  map: lazyBlock(() => import('./blocks/map.tsx').then((m) => ({ default: m.MapBlock }))),
  portfolio: lazyBlock(() => import('./blocks/portfolio.tsx').then((m) => ({ default: m.PortfolioBlock }))),
  backgroundImage: BackgroundImageBlock,
  aboutBanner: lazyBlock(() => import('./blocks/about-banner.tsx').then((m) => ({ default: m.AboutBannerBlock }))),
  offerCodeStrip: lazyBlock(() => import('./blocks/offer-code-strip.tsx').then((m) => ({ default: m.OfferCodeStripBlock }))),
  bookService: lazyBlock(() => import('./blocks/book-service.tsx').then((m) => ({ default: m.BookServiceBlock }))),
  productListing: lazyBlock(() => import('./blocks/product-listing.tsx').then((m) => ({ default: m.ProductListingBlock }))),
  productDetail: lazyBlock(() => import('./blocks/product-detail.tsx').then((m) => ({ default: m.ProductDetailBlock }))),
} satisfies BlockRegistry;
