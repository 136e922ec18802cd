/**
 * The portfolio page, in the portfolio structure of docs/product-rules.md §2 but with the perfume house's own
 * projects (the original's wood and PVC projects were leftover template content): project cards
 * grouped by category, each opening a modal, and a gallery of ten images.
 */
import type { Schemas } from '@attar/sdk';
import { STORE_NAME } from './brand.ts';
import { galleryItems } from './pages-home.ts';
import { madeImage } from '../../pictures.ts';
import { block, heading, text, type PageDraft } from './page-kit.ts';

type Project = Schemas['PortfolioProject'];

const DISTILLATION = 'Attar distillation';
const BESPOKE = 'Bespoke blends';
const GIFTING = 'Festive gifting';

const project = (
  n: number,
  categoryName: string,
  heading: string,
  subHeading: string,
  details: Project['details'],
  notes: string,
): Project => ({
  projectId: `PF${String(n).padStart(5, '0')}`,
  categoryName,
  heading,
  subHeading,
  image: madeImage('banners', `portfolio-${n}`, heading),
  modalHeading: `${heading}: ${subHeading}`,
  details,
  notes,
});

export const PORTFOLIO_PROJECTS: Project[] = [
  project(
    1,
    DISTILLATION,
    'Gulab season',
    'Rose attar from Kannauj',
    {
      client: `${STORE_NAME} house line`,
      date: 'March 2025',
      spec: '400 kg of desi rose, 12 copper degs, sandalwood oil base',
      location: 'Kannauj, Uttar Pradesh',
    },
    'Petals picked before sunrise went into the stills within four hours; the attar rested 40 days in leather kuppis.',
  ),
  project(
    2,
    DISTILLATION,
    'Mitti attar',
    'The smell of first rain',
    {
      client: `${STORE_NAME} house line`,
      date: 'May 2025',
      spec: 'Baked clay discs distilled over sandalwood, 3 batches',
      location: 'Kannauj, Uttar Pradesh',
    },
    'Clay from the Ganga banks was baked and distilled slowly to catch petrichor in oil.',
  ),
  project(
    3,
    DISTILLATION,
    'Mogra nights',
    'Jasmine attar from Madurai buds',
    {
      client: `${STORE_NAME} house line`,
      date: 'April 2025',
      spec: '90 kg of mogra buds, night distillation',
      location: 'Madurai, Tamil Nadu',
    },
    'Buds open at night, so the stills ran from dusk to dawn for a week.',
  ),
  project(
    4,
    BESPOKE,
    'A wedding signature',
    'One scent for the bride and groom',
    {
      client: 'Private client, Jaipur',
      date: 'November 2025',
      spec: 'Saffron, rose and oud, 60 bottles of 12 ml',
      location: 'Jaipur, Rajasthan',
    },
    'Three sampling rounds with the couple; guests received the blend as a return gift.',
  ),
  project(
    5,
    BESPOKE,
    'Hotel lobby scent',
    'A calm welcome in sandalwood',
    {
      client: 'A heritage hotel, Udaipur',
      date: 'August 2025',
      spec: 'Sandalwood, vetiver and green tea, diffuser oil',
      location: 'Udaipur, Rajasthan',
    },
    'Blended to stay soft in large stone halls without overpowering the breakfast room.',
  ),
  project(
    6,
    GIFTING,
    'Diwali gift boxes',
    'Four minis in a handmade box',
    {
      client: 'A Bengaluru software firm',
      date: 'October 2025',
      spec: '1,200 boxes, four 3 ml attars each',
      location: 'Bengaluru, Karnataka',
    },
    'Boxes wrapped in block-printed cotton from Sanganer, shipped to 14 offices.',
  ),
  project(
    7,
    GIFTING,
    'Eid collection',
    'Alcohol-free attars for gifting',
    {
      client: `${STORE_NAME} stores`,
      date: 'March 2025',
      spec: 'Oud, musk and amber, 6 ml roll-ons',
      location: 'Hyderabad, Telangana',
    },
    'An alcohol-free trio in brass-capped bottles, sold out in nine days.',
  ),
];

export function portfolioPage(): PageDraft {
  const categories = [...new Set(PORTFOLIO_PROJECTS.map((p) => p.categoryName))];
  return {
    url: '/portfolio',
    seo: {
      title: `Our craft | ${STORE_NAME}`,
      description: 'Attar distillation seasons, bespoke blends and festive gifting projects from our Kannauj stills.',
      keywords: ['attar distillation', 'bespoke perfume', 'corporate gifting'],
    },
    blocks: [
      heading('Our Craft', 'Seasons at the stills, blends made to order and gifts'),
      block('portfolio', [
        {
          fields: { heading: text('Projects'), subHeading: text('Pick a category to filter') },
          filters: [{ label: 'All', categoryName: 'all' }, ...categories.map((c) => ({ label: c, categoryName: c }))],
          projects: PORTFOLIO_PROJECTS,
        },
      ]),
      block(
        'gallery',
        [{ fields: { heading: text('Gallery'), subHeading: text('From petal to bottle') }, items: galleryItems(10) }],
        {
          animation: { type: 'zoom' },
        },
      ),
    ],
  };
}
