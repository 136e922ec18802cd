// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  zAnalyticsClickTarget,
  zAnalyticsDevice,
  zClickAnalyticsMessage,
  zPageAnalyticsMessage,
  zVisitorAnalyticsMessage,
} from '@attar/sdk/analytics';
import { clickMessage, deviceOf, pageMessage, pagePath, spendSeconds, visitorMessage, type Sender } from './messages.ts';

const chromeAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const guest: Sender = { token: 'public', type: 'G', userAgent: chromeAndroid, ip: 'N/A' };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 20, 10, 15, 0) + ms);

// the documents close every message, so check them strictly (as the mock does)
const strictPage = zPageAnalyticsMessage.strict();
const strictVisitor = zVisitorAnalyticsMessage.extend({ device: zAnalyticsDevice.strict() }).strict();
const strictClick = zClickAnalyticsMessage.extend({ target: zAnalyticsClickTarget.strict() }).strict();

describe('time on page', () => {
  it('is in seconds with 2 decimals', () => {
    expect(spendSeconds(0, 42_371)).toBe(42.37);
    expect(spendSeconds(0, 42_375)).toBe(42.38);
    expect(spendSeconds(1000, 1000)).toBe(0);
    expect(spendSeconds(0, 5)).toBe(0.01);
    expect(spendSeconds(0, 3_600_000)).toBe(3600);
    expect(spendSeconds(2000, 1000)).toBe(0);
  });

  it('is sent as a page message for the page being left', () => {
    const message = pageMessage(
      { url: '/p/oud-noir/UFIwMDAxMg?ref=rail#top', title: 'Oud Noir | Attar House', startMs: at(0).getTime() },
      guest,
      at(42_371),
    );
    expect(message).toEqual({
      topic: 'pageAnalytics',
      event: 'V',
      type: 'P',
      pageUrl: '/p/oud-noir/UFIwMDAxMg',
      pTitle: 'Oud Noir | Attar House',
      totalSpendTime: 42.37,
      token: 'public',
      timeStamp: '2026-11-20T10:15:42.371Z',
      userAgent: chromeAndroid,
      ip: 'N/A',
    });
    expect(strictPage.safeParse(message).success).toBe(true);
  });
});

describe('visitor message', () => {
  it('carries the place, the device and who sends', () => {
    const buyer: Sender = { token: 'tok_9f2c71e0b4a84d6e', type: 'C', userAgent: chromeAndroid, ip: 'N/A' };
    const place = {
      ip: '203.0.113.42',
      city: 'Bengaluru',
      region: 'Karnataka',
      country: 'IN',
      latitude: 12.9716,
      longitude: 77.5946,
    };
    const message = visitorMessage(place, buyer, at(0));
    expect(message).toMatchObject({
      topic: 'userAnalytics',
      event: 'S',
      city: 'Bengaluru',
      ip: '203.0.113.42',
      type: 'C',
      device: { browser: 'Chrome', platform: 'Android' },
    });
    expect(strictVisitor.safeParse(message).success).toBe(true);
  });

  it("is still valid with an unknown place (ip 'N/A')", () => {
    const message = visitorMessage(
      { ip: 'N/A', city: 'N/A', region: 'N/A', country: 'N/A', latitude: null, longitude: null },
      guest,
      at(0),
    );
    expect(strictVisitor.safeParse(message).success).toBe(true);
  });

  it('names common browsers and platforms', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', platform: 'iOS' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toEqual({ browser: 'Edge', platform: 'Windows' });
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      browser: 'Firefox',
      platform: 'macOS',
    });
  });
});

describe('click message', () => {
  it('describes the clicked element and its content block', () => {
    document.body.innerHTML =
      '<div data-block="bannerCarousel" data-block-id="BL00002"><a href="/shop" data-element-id="EL00002">  Shop\n Now </a></div>';
    const link = document.querySelector('a')!;
    const message = clickMessage(link, { url: '/', title: 'Attar House' }, guest, at(0));
    expect(message.target).toEqual({
      tagName: 'a',
      text: 'Shop Now',
      href: '/shop',
      blockRef: 'bannerCarousel',
      blockId: 'BL00002',
      elementId: 'EL00002',
    });
    expect(strictClick.safeParse(message).success).toBe(true);
  });

  it('trims long text and keeps paths only', () => {
    document.body.innerHTML = `<button>${'x'.repeat(300)}</button>`;
    const message = clickMessage(document.querySelector('button')!, { url: '/faq?open=1', title: 'FAQ' }, guest, at(0));
    expect(message.target.text).toHaveLength(100);
    expect(message.pageUrl).toBe('/faq');
    expect(pagePath('faq')).toBe('/faq');
  });
});
