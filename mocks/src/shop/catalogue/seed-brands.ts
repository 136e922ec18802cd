/**
 * Categories and brands of the shop. Products belong to the category of their audience (For Him,
 * For Her, Unisex); New Arrivals (CA00004) is a virtual category: the products marked `isNew`.
 */
import type { Schemas } from '@attar/sdk';
import { madeImage } from '../../pictures.ts';

export type Audience = Schemas['Audience'];

export interface CategoryRecord {
  categoryId: string;
  categoryName: string;
  /** URL segment, as in /category/{slug}/{categoryId}. */
  slug: string;
  /** The audience whose products the category holds; absent for New Arrivals. */
  audience?: Audience;
  description: string;
  image: Schemas['Image'];
}

export interface BrandRecord {
  brandId: string;
  brandName: string;
  slug: string;
  tagline: string;
  logo: Schemas['Image'];
  /** Colour of the brand's logo and labels. */
  colour: string;
  manufacturer: Schemas['ProductManufacturer'];
}

export const NEW_ARRIVALS_ID = 'CA00004';

const category = (
  categoryId: string,
  categoryName: string,
  slug: string,
  description: string,
  audience?: Audience,
): CategoryRecord => ({
  categoryId,
  categoryName,
  slug,
  ...(audience ? { audience } : {}),
  description,
  image: madeImage('categories', slug, `${categoryName} perfumes`),
});

/** The four categories, in menu order. */
export const CATEGORIES: readonly CategoryRecord[] = [
  category('CA00001', 'For Him', 'for-him', 'Woody, leathery and fresh perfumes for men.', 'MEN'),
  category('CA00002', 'For Her', 'for-her', 'Florals, gourmands and musks for women.', 'WOMEN'),
  category('CA00003', 'Unisex', 'unisex', 'Attars and perfumes made for everyone.', 'UNISEX'),
  category(NEW_ARRIVALS_ID, 'New Arrivals', 'new-arrivals', 'The newest perfumes of the season.'),
];

const brand = (
  n: number,
  brandName: string,
  slug: string,
  colour: string,
  tagline: string,
  maker: string,
  address: string,
  email: string,
): BrandRecord => ({
  brandId: `BR${String(n).padStart(5, '0')}`,
  brandName,
  slug,
  tagline,
  colour,
  logo: madeImage('brands', slug, brandName),
  manufacturer: { name: maker, address, countryOfOrigin: 'India', email },
});

/** The house brand first (its rail is on the home page), then the partner houses. */
export const BRANDS: readonly BrandRecord[] = [
  brand(
    1,
    'Attar House',
    'attar-house',
    '#7a1f3d',
    'Perfumes from the house of attar',
    'Attar House Fragrances Pvt Ltd',
    'Plot 14, Sitapura Industrial Area, Jaipur, Rajasthan 302022',
    'care@attarhouse.example.in',
  ),
  brand(
    2,
    'Kannauj Classics',
    'kannauj-classics',
    '#8a5a12',
    'Traditional attars, distilled in copper degs',
    'Kannauj Classics Distillers',
    '22 Bada Bazaar, Kannauj, Uttar Pradesh 209725',
    'hello@kannaujclassics.example.in',
  ),
  brand(
    3,
    'Rooh Kannauj',
    'rooh-kannauj',
    '#4b2a5e',
    'The soul of Kannauj',
    'Rooh Kannauj Perfumers LLP',
    '7 Makrand Nagar, Kannauj, Uttar Pradesh 209726',
    'rooh@roohkannauj.example.in',
  ),
  brand(
    4,
    'Deccan Perfumery',
    'deccan-perfumery',
    '#1f5f7a',
    'Modern perfumes from Hyderabad',
    'Deccan Perfumery Pvt Ltd',
    '31 Banjara Hills Road No. 3, Hyderabad, Telangana 500034',
    'support@deccanperfumery.example.in',
  ),
  brand(
    5,
    'Monsoon Atelier',
    'monsoon-atelier',
    '#2f6b4f',
    'Small-batch scents of the Indian rains',
    'Monsoon Atelier Studio',
    '5 Aldona Road, Mapusa, Goa 403507',
    'studio@monsoonatelier.example.in',
  ),
];

/** The category of an audience (For Him, For Her, Unisex). */
export const categoryOfAudience = (audience: Audience): CategoryRecord =>
  CATEGORIES.find((c) => c.audience === audience) ?? CATEGORIES[0]!;
