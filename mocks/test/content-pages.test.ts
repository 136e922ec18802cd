/** Content pages: every route of docs/product-rules.md §2, the home page's blocks in order, and the 404. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, type Schemas } from '@attar/sdk';
import { useMockShop } from './harness.ts';

const mock = useMockShop();

const BASE = 'http://shop.test';
const client = () => createAttarClient({ baseUrl: BASE, validateReplies: true, session: createMemorySession() });
type PageUrl = Schemas['ContentPageUrl'];

async function page(pageUrl: PageUrl) {
  const { data, error } = await client().content.page({ pageUrl });
  expect(error).toBeUndefined();
  return data!;
}

const ROUTES: PageUrl[] = [
  '/',
  '/categories',
  '/about',
  '/contact',
  '/faq',
  '/privacy-policy',
  '/terms',
  '/portfolio',
  '/login',
  '/loginpassword',
  '/registration',
  '/shop',
  '/category/{categoryName}/{categoryId}',
  '/p/{slug}/{encodedId}',
  '/wishlist',
  '/cart',
  '/profile',
  '/shipping-policy',
  '/refund-policy',
  '/return-policy',
];

describe('content.page', () => {
  it.each(ROUTES)('has an enabled page at %s whose blocks come in order', async (route) => {
    const data = await page(route);
    expect(data.layout).toMatchObject({ pageUrl: route, enabled: true });
    expect(data.blocks.length).toBeGreaterThan(0);
    const orders = data.blocks.map((b) => b.blockOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(data.seo.title.length).toBeGreaterThan(0);
  });

  it('shows every home block of docs/product-rules.md §2 in order, with the switched-off ones disabled', async () => {
    const { blocks } = await page('/');
    expect(blocks.map((b) => [b.blockRef, b.isBlockEnabled])).toEqual([
      ['offerCodeStrip', false],
      ['bannerCarousel', true],
      ['productRail', true],
      ['productRail', true],
      ['productRail', true],
      ['productRail', true],
      ['brandStrip', true],
      ['discountBanner', true],
      ['advantages', true],
      ['topCategories', true],
      ['testimonials', false],
      ['infoVideo', true],
      ['promotionVideo', false],
      ['productRail', true],
      ['aboutBanner', false],
      ['newsletter', true],
      ['gallery', true],
      ['imageText', true],
      ['imageText', true],
      ['bookService', false],
    ]);
  });

  it('feeds the rails from For Him, For Her, Unisex, the house brand and New Arrivals, ten products at most', async () => {
    const rails = (await page('/')).blocks.flatMap((b) => (b.blockRef === 'productRail' ? b.elements : []));
    expect(
      rails.map((e) => [e.productData.actionType, e.productData.actionPayload.id, e.productData.actionPayload.name]),
    ).toEqual([
      ['CA', 'CA00001', 'For Him'],
      ['CA', 'CA00002', 'For Her'],
      ['CA', 'CA00003', 'Unisex'],
      ['B', 'BR00001', 'Attar House'],
      ['CA', 'CA00004', 'New Arrivals'],
    ]);
    expect(rails.every((e) => e.productData.dataLimit === 10 && e.productData.enabled)).toBe(true);
  });

  it('ends the home page with the newsletter form, the gallery and two image-text rows whose See More goes somewhere', async () => {
    const { blocks } = await page('/');
    const newsletter = blocks.find((b) => b.blockRef === 'newsletter');
    expect(newsletter?.blockRef === 'newsletter' && newsletter.elements[0]!.fields).toMatchObject({
      heading: { value: 'Stay In Touch' },
      buttonLabel: { value: 'Subscribe' },
      successMessage: { value: 'Form Submitted Sucessfully' },
    });
    const rows = blocks.flatMap((b) => (b.blockRef === 'imageText' ? b.elements : []));
    expect(rows.map((r) => [r.imagePosition, r.fields.linkLabel.value, r.fields.link.value])).toEqual([
      ['right', 'See More', '/about'],
      ['left', 'See More', '/shop?keyword=attar'],
    ]);
    // the story page exists, and the search finds attars
    expect((await page('/about')).blocks.length).toBeGreaterThan(0);
    const attars = await client().catalog.list({ keyword: 'attar', pageNum: 1, pageSize: 12, sortType: 'price_low_to_high' });
    expect(attars.data?.paging.totalItems).toBeGreaterThan(0);
  });

  it('gives the info block the made clip: the MP4 as value, WebM then MP4 with their codecs, its size and poster', async () => {
    const { blocks } = await page('/');
    const info = blocks.find((b) => b.blockRef === 'infoVideo');
    const fields = info?.blockRef === 'infoVideo' ? info.elements[0]!.fields : undefined;
    expect(fields?.video).toEqual({
      value: '/media/video/distillery-640.mp4',
      richTextEnabled: false,
      urlType: 'I',
      width: 640,
      height: 360,
      sources: [
        { url: '/media/video/distillery-640.webm', type: 'video/webm; codecs="vp09.00.21.08"' },
        { url: '/media/video/distillery-640.mp4', type: 'video/mp4; codecs="avc1.42c01e"' },
      ],
    });
    // the poster is the clip's first frame, at the clip's 16:9
    expect(fields?.poster).toMatchObject({ width: 1280, height: 720, value: '/media/banners/distillery-poster-640.jpg' });
    const promotion = blocks.find((b) => b.blockRef === 'promotionVideo');
    expect(promotion?.blockRef === 'promotionVideo' && promotion.elements[0]!.fields.video?.value).toBe(
      '/media/video/distillery-640.mp4',
    );
  });

  it('answers the FAQ with five questions about processing, delivery, tracking and shipping', async () => {
    const [, faq] = (await page('/faq')).blocks;
    expect(faq?.blockRef).toBe('faqAccordion');
    const items = faq?.blockRef === 'faqAccordion' ? faq.elements : [];
    expect(items.map((i) => i.index)).toEqual([1, 2, 3, 4, 5]);
    const answers = items.map((i) => i.fields.answer.value).join(' ');
    for (const rule of ['2-3 business days', '3-5 business days', '24 hours', 'free', 'weekends or holidays'])
      expect(answers).toContain(rule);
  });

  it('gives each policy page one rich-text block with the rules of docs/product-rules.md §9', async () => {
    const rules: Array<[PageUrl, string[]]> = [
      ['/shipping-policy', ['2-3 business days', '3-5 business days', 'free']],
      [
        '/return-policy',
        [
          '3 calendar days',
          'original packing',
          'receipt',
          'inspected within 7 days',
          '3 to 4 working days',
          '4 to 5 working days',
          'not returnable',
        ],
      ],
      ['/refund-policy', ['5 days of purchase', '14 business days', 'original shipping charge', 'return shipping']],
    ];
    for (const [route, phrases] of rules) {
      const { blocks } = await page(route);
      expect(blocks).toHaveLength(1);
      const [only] = blocks;
      const html = only?.blockRef === 'richText' ? only.elements[0]!.fields.html : undefined;
      expect(html?.richTextEnabled).toBe(true);
      for (const phrase of phrases) expect(html?.value).toContain(phrase);
    }
  });

  it('shows only a background image on the sign-in and registration pages', async () => {
    for (const route of ['/login', '/loginpassword', '/registration'] as const) {
      expect((await page(route)).blocks.map((b) => b.blockRef)).toEqual(['backgroundImage']);
    }
  });

  it('fills the portfolio with perfume craft projects by category, and a gallery of ten images', async () => {
    const { blocks } = await page('/portfolio');
    const portfolio = blocks.find((b) => b.blockRef === 'portfolio');
    const element = portfolio?.blockRef === 'portfolio' ? portfolio.elements[0]! : undefined;
    expect(element?.filters.map((f) => f.categoryName)).toEqual([
      'all',
      'Attar distillation',
      'Bespoke blends',
      'Festive gifting',
    ]);
    for (const project of element?.projects ?? []) {
      expect(project.modalHeading).toContain(project.heading);
      expect(project.details.client && project.details.date && project.details.spec && project.details.location).toBeTruthy();
    }
    expect(JSON.stringify(element)).not.toMatch(/JALI|PVC|wood work|interior/i);
    const gallery = blocks.find((b) => b.blockRef === 'gallery');
    expect(gallery?.blockRef === 'gallery' && gallery.elements[0]!.items).toHaveLength(10);
  });

  it('lays out the contact page: details with opening hours, the Leave A Message form and a map', async () => {
    const { blocks } = await page('/contact');
    expect(blocks.map((b) => b.blockRef)).toEqual(['pageHeading', 'contactInfo', 'contactForm', 'map']);
    const form = blocks[2]!;
    expect(form.blockRef === 'contactForm' && form.elements[0]!.fields).toMatchObject({
      heading: { value: 'Leave A Message' },
      buttonLabel: { value: 'Send' },
    });
  });

  it('keeps every image same-origin under /media', async () => {
    for (const route of ROUTES) {
      const urls = JSON.stringify(await page(route)).match(/"(\/media\/[^"]+|https?:\/\/[^"]+\.(svg|png|jpe?g|mp4))"/g) ?? [];
      for (const url of urls) expect(url).toMatch(/^"\/media\//);
    }
  });

  it('refuses a page that is not a route with a 400, and answers 404 content.notFound for a missing page', async () => {
    const raw = await fetch(`${BASE}/content/page?pageUrl=/nowhere`, {
      headers: {
        authorization: 'Bearer public',
        apiType: 'G',
        responseFlag: 'true',
        dataTag: 'PRIMARY',
        channel: 'web',
        actiontag: 'contentPage',
      },
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: 'request.invalid', errors: [{ field: 'pageUrl' }] });
    delete mock.shop.state.content.pages['/portfolio'];
    const { error } = await client().content.page({ pageUrl: '/portfolio' });
    expect(error).toMatchObject({ status: 404, code: 'content.notFound' });
  });
});
