/**
 * The store's information pages: categories, about, contact and the FAQ (five questions built from the
 * shipping rules of docs/product-rules.md §9).
 */
import type { CatalogueState } from '../catalogue/state.ts';
import { CONTACT, SOCIAL_LINKS, STORE_NAME, POLICY } from './brand.ts';
import { categoryTiles } from './pages-home.ts';
import { block, heading, html, image, media, picture, route, text, type PageDraft } from './page-kit.ts';

export function categoriesPage(catalogue: CatalogueState): PageDraft {
  return {
    url: '/categories',
    seo: {
      title: `Shop by category | ${STORE_NAME}`,
      description: 'Perfumes and attars for him, for her and for everyone, and the newest arrivals from our stills.',
      keywords: ['perfume categories', 'attar for men', 'attar for women', 'unisex attar'],
    },
    blocks: [heading('Categories', 'Find your signature scent'), block('categoryGrid', categoryTiles(catalogue))],
  };
}

export function aboutPage(): PageDraft {
  return {
    url: '/about',
    seo: {
      title: `About us | ${STORE_NAME}`,
      description: `${STORE_NAME} blends traditional Indian attars with modern perfumery: 53 lab-tested perfumes, about 80 fragrances, loved in nine countries.`,
      keywords: ['attar house', 'kannauj attar', 'indian perfumery'],
    },
    blocks: [
      heading(`About ${STORE_NAME}`, 'Three generations of perfumers from Kannauj'),
      block('richText', [
        {
          fields: {
            heading: text('Our story'),
            html: html(
              '<p>We started as a family of attar makers in Kannauj, distilling rose, mogra and vetiver the slow <em>deg-bhapka</em> way. ' +
                'Today we make 53 lab-tested perfumes and about 80 fragrances, worn in nine countries.</p>' +
                '<p>Every batch is tested before bottling, shipping is free across the country, and you can pay by card or UPI.</p>',
            ),
          },
        },
      ]),
      block('imageText', [
        {
          imagePosition: 'right',
          fields: {
            heading: text('Distilled, not rushed'),
            subHeading: text('Petals go into copper stills within hours of picking'),
            image: picture('banners', 'copper-stills', 'Copper stills in a row'),
            linkLabel: text('See our craft'),
            link: route('/portfolio'),
          },
        },
      ]),
      block(
        'advantages',
        [
          {
            fields: {
              icon: image(media.banner('icon-flask'), 'Lab flask'),
              title: text('Lab tested'),
              text: text('53 perfumes, every batch checked'),
            },
          },
          {
            fields: {
              icon: image(media.banner('icon-globe'), 'Globe'),
              title: text('Nine countries'),
              text: text('About 80 fragrances worn worldwide'),
            },
          },
          {
            fields: {
              icon: image(media.banner('icon-truck'), 'Delivery truck'),
              title: text('Free shipping'),
              text: text('Across the country, tracked by courier'),
            },
          },
        ],
        { style: { align: 'center' } },
      ),
    ],
  };
}

export function contactPage(): PageDraft {
  return {
    url: '/contact',
    seo: {
      title: `Contact us | ${STORE_NAME}`,
      description: `Visit, call or write to ${STORE_NAME} in Indiranagar, Bengaluru. ${CONTACT.hours}, weekends holiday.`,
      keywords: ['contact attar house', 'perfume shop bengaluru'],
    },
    blocks: [
      heading('Contact Us', 'We reply within one working day'),
      block('contactInfo', [
        {
          fields: {
            heading: text('Get in touch'),
            address: text(CONTACT.address),
            phone: text(CONTACT.phone),
            email: text(CONTACT.email),
            hours: text(CONTACT.hours),
            weekendHours: text(CONTACT.weekendHours),
          },
          socialLinks: SOCIAL_LINKS,
        },
      ]),
      block('contactForm', [
        {
          fields: {
            heading: text('Leave A Message'),
            subHeading: text('Questions about a fragrance, an order or a gift? Write to us.'),
            buttonLabel: text('Send'),
            successMessage: text('Form Submitted Sucessfully'),
          },
          inputs: [
            { name: 'name', label: 'Your name', placeholder: 'Full name', required: true },
            { name: 'email', label: 'Email', placeholder: 'you@example.in', required: true },
            { name: 'mobile', label: 'Mobile', placeholder: '10-digit mobile number', required: false },
            { name: 'message', label: 'Message', placeholder: 'How can we help?', required: true },
          ],
        },
      ]),
      block('map', [
        {
          fields: { heading: text('Find our store'), address: text(CONTACT.address) },
          location: { latitude: CONTACT.latitude, longitude: CONTACT.longitude, zoom: 15 },
        },
      ]),
    ],
  };
}

/** The five questions of the FAQ accordion (docs/product-rules.md §9, FAQ and shipping policy). */
export const FAQ = [
  [
    'How long does it take to process my order?',
    `Orders are processed within ${POLICY.processingDays}. We do not ship on weekends or holidays.`,
  ],
  ['When will my order arrive?', `Delivery takes ${POLICY.deliveryDays} after your order ships.`],
  [
    'How do I track my order?',
    `Tracking becomes active within ${POLICY.trackingHours} hours of shipping; follow it from My Orders.`,
  ],
  ['How much does shipping cost?', 'Shipping is free across the country on every order.'],
  [
    'Do you ship on weekends or holidays?',
    `No. Orders placed on a weekend or holiday are processed on the next business day, within ${POLICY.processingDays}.`,
  ],
] as const;

export function faqPage(): PageDraft {
  return {
    url: '/faq',
    seo: {
      title: `Frequently asked questions | ${STORE_NAME}`,
      description: 'Order processing, delivery times, tracking and shipping costs.',
      keywords: ['faq', 'shipping', 'delivery', 'order tracking'],
    },
    blocks: [
      heading('Frequently Asked Questions'),
      block(
        'faqAccordion',
        FAQ.map(([q, a], i) => ({ index: i + 1, fields: { faqTitle: text(q), answer: text(a) } })),
      ),
    ],
  };
}
