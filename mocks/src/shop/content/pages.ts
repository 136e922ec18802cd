/** Every page of the storefront (docs/product-rules.md §2), keyed by its route or route template. */
import { appPages } from './pages-app.ts';
import { homePage } from './pages-home.ts';
import { aboutPage, categoriesPage, contactPage, faqPage } from './pages-info.ts';
import { privacyPolicyPage, refundPolicyPage, returnPolicyPage, shippingPolicyPage, termsPage } from './pages-policies.ts';
import { portfolioPage } from './pages-portfolio.ts';
import type { CatalogueState } from '../catalogue/state.ts';
import { createPageKit, type ContentPage, type PageUrl } from './page-kit.ts';

/** The seeded pages; ids are handed out in this order, so they are stable. */
export function seedPages(updatedAt: string, catalogue: CatalogueState): Partial<Record<PageUrl, ContentPage>> {
  const kit = createPageKit(updatedAt);
  const drafts = [
    homePage(catalogue),
    categoriesPage(catalogue),
    aboutPage(),
    contactPage(),
    faqPage(),
    privacyPolicyPage(),
    termsPage(),
    portfolioPage(),
    ...appPages(),
    shippingPolicyPage(),
    refundPolicyPage(),
    returnPolicyPage(),
  ];
  return Object.fromEntries(drafts.map((d) => [d.url, kit.page(d)]));
}
