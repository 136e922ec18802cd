/**
 * The home page: every block of docs/product-rules.md §2 in order, with the blocks this store switches off
 * (offer code strip, testimonials, promotion video, about banner, book service) sent disabled.
 */
import type { CatalogueState, CategoryRecord } from '../catalogue/state.ts';
import { STORE_NAME, categoryRoute } from './brand.ts';
import { productRoute } from '@attar/sdk';
import { productsOf } from './menu.ts';
import { block, clip, image, imageField, media, picture, route, text, type BlockDraft, type PageDraft } from './page-kit.ts';

const RAIL_LIMIT = 10;

function rail(title: string, kind: 'CA' | 'B', id: string, name: string, viewAll?: string): BlockDraft<'productRail'> {
  return block('productRail', [
    {
      fields: { title: text(title), ...(viewAll ? { viewAllLink: route(viewAll) } : {}) },
      productData: {
        actionType: kind,
        enabled: true,
        loadSampleData: false,
        dataType: 'PC',
        cartEnabled: true,
        wishlistEnabled: true,
        actionPayload: { id, name },
        dataLimit: RAIL_LIMIT,
      },
    },
  ]);
}

const categoryRail = (c: CategoryRecord) => rail(c.categoryName, 'CA', c.categoryId, c.categoryName, categoryRoute(c));

/** The perfumes the rotating banner features, one per audience. */
const FEATURED = ['Oud Noir', 'Mogra Bloom', 'Sandal Mysore'];

function slides(catalogue: CatalogueState, fallback: CategoryRecord[]) {
  const products = Object.values(catalogue.products);
  return FEATURED.map(
    (name, i) => products.find((p) => p.name === name) ?? productsOf(catalogue, fallback[i]!.categoryId)[0]!,
  ).map((p) => ({
    fields: {
      image: picture('banners', `${p.slug}-hero`, `${p.name}, ${p.category.categoryName.toLowerCase()}`),
      heading: text(p.name),
      subHeading: text(p.shortDescription ?? p.category.categoryName),
      buttonLabel: text('Shop Now'),
      buttonLink: route(productRoute(p)),
    },
  }));
}

const advantage = (icon: string, title: string, line: string) => ({
  fields: { icon: image(media.banner(`icon-${icon}`), title), title: text(title), text: text(line) },
});

/** Category tiles (top categories on the home page, the grid of /categories). */
export const categoryTiles = (catalogue: CatalogueState) =>
  catalogue.categories.map((c) => ({
    category: { categoryId: c.categoryId, categoryName: c.categoryName },
    fields: { image: imageField(c.image), title: text(c.categoryName), link: route(categoryRoute(c)) },
  }));

/** Ten studio pictures, shared by the home and portfolio galleries. */
export const galleryItems = (count: number) =>
  [
    'Attar resting in glass jars beside a flask',
    'Rose petals in a copper bowl',
    'A copper deg still',
    'Attar bottles on display',
    'Sandalwood sticks beside an attar flask',
    'Mogra petals in a white bowl',
    'Three fresh colognes, labelled by hand',
    'Perfumes on plinths, as in our Indiranagar store',
    'Oud chips in a tray',
    'Gift boxes ready to ship',
  ]
    .slice(0, count)
    .map((alt, i) => picture('gallery', String(i + 1), alt));

/** The home page draft. */
export function homePage(catalogue: CatalogueState): PageDraft {
  const [forHim, forHer, unisex, newArrivals] = catalogue.categories as [
    CategoryRecord,
    CategoryRecord,
    CategoryRecord,
    CategoryRecord,
  ];
  const house = catalogue.brands[0]!;
  return {
    url: '/',
    seo: {
      title: `${STORE_NAME} | Perfumes and attars for him, her and everyone`,
      description:
        'Shop 53 lab-tested perfumes and about 80 fragrances: oud, rose, vetiver and mogra. Free shipping across the country.',
      keywords: ['perfume', 'attar', 'oud', 'perfume for men', 'perfume for women', 'unisex perfume'],
    },
    blocks: [
      block('offerCodeStrip', [{ fields: { text: text('') } }], {
        enabled: false,
        style: { variant: 'accent' },
        animation: { type: 'none' },
      }),
      block('bannerCarousel', slides(catalogue, [forHim, forHer, unisex]), {
        style: { maxWidth: 'full', padding: 'none' },
        animation: { type: 'slide', durationMs: 600 },
      }),
      categoryRail(forHim),
      categoryRail(forHer),
      categoryRail(unisex),
      { ...rail(`${house.brandName} Signatures`, 'B', house.brandId, house.brandName), style: { background: '#f6efe4' } },
      block(
        'brandStrip',
        catalogue.brands.map((b) => ({ fields: { logo: image(b.logo.url, b.logo.altText), link: route('/shop') } })),
        {
          style: { align: 'center' },
          animation: { type: 'none' },
        },
      ),
      block(
        'discountBanner',
        [
          {
            fields: {
              image: picture('banners', 'festive-sale', 'Gift boxes of attar'),
              heading: text('Festive Gifting'),
              subHeading: text('Gift sets for the whole family'),
              discountText: text('Up to 20% off'),
              buttonLabel: text('Shop Now'),
              buttonLink: route('/shop'),
            },
          },
        ],
        { style: { variant: 'dark', textColor: '#ffffff' }, animation: { type: 'zoom', durationMs: 500 } },
      ),
      block(
        'advantages',
        [
          advantage('truck', 'Free Shipping', 'Free shipping across the country on every order'),
          advantage('flask', '53 Lab-Tested Perfumes', 'Every batch is tested before it is bottled'),
          advantage('card', 'Secure Payments', 'Pay by card or UPI, delivered by a trusted courier'),
          advantage('globe', 'Loved in 9 Countries', 'About 80 fragrances worn around the world'),
        ],
        { style: { align: 'center' } },
      ),
      block('topCategories', categoryTiles(catalogue), { animation: { type: 'slide' } }),
      block(
        'testimonials',
        [
          {
            fields: {
              text: text('Oud Noir lasts through a full office day and a dinner after.'),
              subtext: text('Verified buyer, Mumbai'),
              personName: text('Rohan Mehta'),
              personImage: picture('banners', 'person-rohan', 'Rohan Mehta'),
            },
          },
        ],
        { enabled: false, style: { variant: 'muted' } },
      ),
      block(
        'infoVideo',
        [
          {
            fields: {
              heading: text('From Kannauj to your wrist'),
              text: {
                value: '<p>Our attars are distilled the slow <em>deg-bhapka</em> way and blended in small batches.</p>',
                richTextEnabled: true,
              },
              poster: picture('banners', 'distillery-poster', 'Copper stills in a Kannauj distillery'),
              video: clip('distillery'),
            },
          },
        ],
        { style: { background: '#1f1a17', textColor: '#fffaf3' } },
      ),
      block(
        'promotionVideo',
        [
          {
            fields: {
              heading: text('The making of Rose Attar'),
              poster: picture('banners', 'rose-attar-poster', 'Rose petals in a copper vessel'),
              // rose attar is distilled in the same copper stills: the block's clip, its own cover
              video: clip('distillery'),
            },
          },
        ],
        { enabled: false, animation: { type: 'none' } },
      ),
      categoryRail(newArrivals),
      block(
        'aboutBanner',
        [
          {
            fields: {
              heading: text(`About ${STORE_NAME}`),
              text: text('Three generations of perfumers from Kannauj.'),
              image: picture('banners', 'about-family', 'Attar flasks on the family tray'),
            },
          },
        ],
        { enabled: false, animation: { type: 'none' } },
      ),
      block(
        'newsletter',
        [
          {
            fields: {
              heading: text('Stay In Touch'),
              subHeading: text('New launches and festive offers, once a month'),
              placeholder: text('Your email address'),
              buttonLabel: text('Subscribe'),
              successMessage: text('Form Submitted Sucessfully'),
            },
          },
        ],
        { style: { align: 'center', variant: 'muted' } },
      ),
      block(
        'gallery',
        [
          {
            fields: { heading: text('Our Gallery'), subHeading: text('Moments from our studio and stores') },
            items: galleryItems(6),
          },
        ],
        {
          animation: { type: 'zoom' },
        },
      ),
      block(
        'imageText',
        [
          {
            imagePosition: 'right',
            fields: {
              heading: text('Crafted in small batches'),
              subHeading: text('Every attar rests for 40 days before bottling'),
              image: picture('banners', 'small-batches', 'Attar resting in glass jars'),
              linkLabel: text('See More'),
              // the house's story (a row on the home page never links back to the home page)
              link: route('/about'),
            },
          },
        ],
        { animation: { type: 'slide' } },
      ),
      block(
        'imageText',
        [
          {
            imagePosition: 'left',
            fields: {
              heading: text('Alcohol-free attars'),
              subHeading: text('Pure oils that sit close to the skin'),
              image: picture('banners', 'alcohol-free', 'A drop of attar oil'),
              linkLabel: text('See More'),
              // the attars themselves: the shop searched for them
              link: route('/shop?keyword=attar'),
            },
          },
        ],
        { animation: { type: 'slide' } },
      ),
      block(
        'bookService',
        [
          {
            fields: { heading: text('Book a fragrance consultation'), buttonLabel: text('Book Now'), link: route('/contact') },
          },
        ],
        { enabled: false, animation: { type: 'none' } },
      ),
    ],
  };
}
