/**
 * What each part of a content reply that breaks the contract becomes (content-check.ts), on the
 * seeded configuration of the mock shop with one part broken at a time.
 */
import { describe, expect, it } from 'vitest';
import { createShop } from '@attar/mocks';
import { BadResponseError, type Schemas } from '@attar/sdk';
import { checkPage, checkSite } from './content-check.ts';

type Site = Schemas['SiteConfig'];
type Page = Schemas['ContentPage'];
const seeded = () => structuredClone(createShop().state.content) as { site: Site; pages: Record<string, Page> };

describe('the site configuration, checked', () => {
  it('is taken as it is when it keeps the contract', () => {
    const { site } = seeded();
    expect(checkSite(site)).toEqual(site);
  });

  it('without a header: the header is switched off, every other part stays', () => {
    const { site } = seeded();
    const checked = checkSite({ ...site, header: null });
    expect(checked.header.megaMenu).toEqual({ enabled: false, items: [] });
    expect(checked.header.cart.enabled).toBe(false);
    expect(checked.header.logo.url).toBe('');
    expect(checked.footer).toEqual(site.footer);
    expect(checked.store).toEqual(site.store);
  });

  it('one bad menu item and one bad footer column are left out; the others stay', () => {
    const { site } = seeded();
    const [first, ...rest] = site.header.megaMenu.items;
    const hostile = structuredClone(site) as unknown as Record<string, any>;
    hostile.header.megaMenu.items = [{ ...first, link: 'javascript:alert(1)' }, ...rest];
    hostile.footer.columns[1] = { ...hostile.footer.columns[1], columnId: 'evil' };
    const checked = checkSite(hostile);
    expect(checked.header.megaMenu.items.map((item) => item.id)).toEqual(rest.map((item) => item.id));
    expect(checked.header.megaMenu.enabled).toBe(site.header.megaMenu.enabled);
    expect(checked.header.cart).toEqual(site.header.cart);
    expect(checked.footer.columns).toHaveLength(site.footer.columns.length - 1);
    expect(checked.footer.copyright).toBe(site.footer.copyright);
  });

  it('a bad integration is switched off alone; a bad brand message is empty; a bad image host is left out', () => {
    const { site } = seeded();
    const checked = checkSite({
      ...site,
      integrations: { ...site.integrations, identityProvider: { enabled: true, clientId: '<x>', scriptUrl: 'not a url' } },
      brand: { ...site.brand, fragranceCount: -1 },
      imageHosts: ['ok.example', 'NOT A HOST'],
    });
    expect(checked.integrations.identityProvider.enabled).toBe(false);
    expect(checked.integrations.siteIcon).toEqual(site.integrations.siteIcon);
    expect(checked.brand.fragranceCount).toBe(0);
    expect(checked.brand.freeShipping).toBe(site.brand.freeShipping);
    expect(checked.imageHosts).toEqual(['ok.example']);
  });

  it('without valid store settings or feature flags there is no configuration: a BadResponseError', () => {
    const { site } = seeded();
    expect(() => checkSite({ ...site, store: null })).toThrow(BadResponseError);
    expect(() => checkSite({ ...site, features: { cart: 'yes' } })).toThrow(BadResponseError);
    expect(() => checkSite('x')).toThrow(BadResponseError);
    expect(() => checkSite(null)).toThrow(BadResponseError);
  });
});

describe('a page configuration, checked', () => {
  it('is taken as it is when it keeps the contract', () => {
    const { pages } = seeded();
    expect(checkPage(pages['/about'])).toEqual(pages['/about']);
  });

  it('a block that breaks the contract becomes a broken block in its place; a disabled one is left out', () => {
    const { pages } = seeded();
    const about = pages['/about']!;
    const [heading, story, ...rest] = about.blocks;
    const checked = checkPage({
      ...about,
      blocks: [
        heading,
        { ...story, elements: 'x' },
        { ...rest[0], blockRef: 'hologram', isBlockEnabled: false },
        ...rest.slice(1),
      ],
    });
    expect(checked.blocks.map((block) => block.blockRef)).toEqual([
      'pageHeading',
      'broken',
      ...rest.slice(1).map((b) => b.blockRef),
    ]);
    expect(checked.blocks[1]).toMatchObject({ blockRef: 'broken', blockOrder: story!.blockOrder, isBlockEnabled: true });
  });

  it('a text that is an object with a length (zod throws on it) breaks its block, or its page, without throwing', () => {
    const { pages } = seeded();
    const about = pages['/about']!;
    const trap = { length: { toString: 0 } };
    const [heading, ...rest] = about.blocks;
    const checked = checkPage(JSON.parse(JSON.stringify({ ...about, blocks: [{ ...heading, blockId: trap }, ...rest] })));
    expect(checked.blocks.map((block) => block.blockRef)).toEqual(['broken', ...rest.map((b) => b.blockRef)]);
    expect(() => checkPage({ ...about, seo: { ...about.seo, title: trap } })).toThrow(BadResponseError);
  });

  it('a page whose blocks are not a list, or whose layout or search metadata is not valid, is a BadResponseError', () => {
    const { pages } = seeded();
    const about = pages['/about']!;
    expect(() => checkPage({ ...about, blocks: 'x' })).toThrow(BadResponseError);
    expect(() => checkPage({ ...about, layout: null })).toThrow(BadResponseError);
    expect(() => checkPage({ ...about, seo: { title: 42 } })).toThrow(BadResponseError);
    expect(() => checkPage([])).toThrow(BadResponseError);
  });
});
