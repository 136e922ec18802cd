/**
 * Catalogue slice: 53 perfumes (2-3 sizes each) drawing on 80 named fragrance notes, four categories,
 * five brands, the policy documents, the store's countries and WhatsApp settings, the pincodes couriers
 * refuse, and each buyer's recently viewed products. Plain JSON, built from the seed.
 */
import type { Schemas } from '@attar/sdk';
import type { Product, ProductStats } from './build-products.ts';
import type { BrandRecord, CategoryRecord } from './seed-brands.ts';
import type { FragranceNote } from './seed-fragrances.ts';
import type { PolicyDocument } from './seed-policies.ts';

export type { BrandRecord, CategoryRecord, FragranceNote, PolicyDocument, Product, ProductStats };

export interface CatalogueState {
  /** For Him, For Her, Unisex, and the virtual New Arrivals (products with `isNew`). */
  categories: CategoryRecord[];
  /** Attar House (BR00001, the home page brand rail) and four partner houses. */
  brands: BrandRecord[];
  /** Every perfume by productId (PR00001..PR00053), in id order. `wishlisted` is never stored. */
  products: Record<string, Product>;
  /** Exact rating totals and units sold, by productId. */
  stats: Record<string, ProductStats>;
  /** The fragrance notes the perfumes are made of. */
  fragrances: FragranceNote[];
  /** Policy documents by policyId (PO00001..PO00006). */
  policies: Record<string, PolicyDocument>;
  countries: Schemas['StoreCountry'][];
  whatsapp: Schemas['StoreWhatsappSettings'];
  /** Pincodes no courier serves, with the reason shown to shoppers. */
  refusedPincodes: Record<string, string>;
  /** Each buyer's recently viewed productIds, most recent first (at most 20). */
  recentlyViewed: Record<string, string[]>;
}

export interface CatalogueSlice {
  catalogue: CatalogueState;
}
