import { describe, expect, it } from 'vitest';
import { safeScript, safeSocket } from './safe-url-scripts.ts';
import { safeHref, safeImage, safeLink } from './safe-url.ts';

/** Addresses an attacker who controls the content service would try; none may pass any rule. */
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/javascript,window.pwned=1',
  'data:image/svg+xml,%3Csvg onload=alert(1)%3E',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  'https://user:pass@attarhouse.in/',
  'https://evil.example/x"onerror="alert(1)',
  'http://evil.example/x',
  'ftp://evil.example/x',
  'blob:https://evil.example/1',
  'https://',
  'x'.repeat(3000),
  '',
  null,
  42,
  { href: '/' },
];

describe('the configuration URL allow-list', () => {
  it('drops every hostile address, whatever the rule', () => {
    for (const value of HOSTILE) {
      expect(safeLink(value, { contact: true }), String(value)).toBeNull();
      expect(safeImage(value, ['evil.example']), String(value)).toBeNull();
      expect(safeScript(value, 'https://attarhouse.in/', ['evil.example']), String(value)).toBeNull();
      expect(safeSocket(value, 'https://attarhouse.in/'), String(value)).toBeNull();
    }
  });

  it('links: same-origin paths and https; mailto and tel only for contacts', () => {
    expect(safeLink('/category/for-him/CA00001?sort=new#top')).toEqual({
      href: '/category/for-him/CA00001?sort=new#top',
      external: false,
    });
    expect(safeLink(' /shop ')).toEqual({ href: '/shop', external: false });
    expect(safeLink('https://instagram.com/attarhouse')).toEqual({ href: 'https://instagram.com/attarhouse', external: true });
    expect(safeLink('http://instagram.com/attarhouse')).toBeNull();
    expect(safeLink('shop')).toBeNull();
    expect(safeLink('mailto:care@attarhouse.in')).toBeNull();
    expect(safeLink('tel:+919876543210')).toBeNull();
    expect(safeLink('mailto:care@attarhouse.in', { contact: true })).toEqual({
      href: 'mailto:care@attarhouse.in',
      external: true,
    });
    expect(safeHref('tel:+91-98765-43210', { contact: true })).toBe('tel:+91-98765-43210');
    expect(safeHref('mailto:a@b.in?subject=x', { contact: true })).toBe('mailto:a@b.in?subject=x');
    expect(safeHref('mailto:javascript:alert(1)', { contact: true })).toBeUndefined();
  });

  it('images: same-origin paths, or https on a configured image host (exact host, default port)', () => {
    const hosts = ['storage.googleapis.com'];
    expect(safeImage('/media/brand/logo.svg', hosts)).toBe('/media/brand/logo.svg');
    expect(safeImage('https://storage.googleapis.com/attar/a.webp', hosts)).toBe('https://storage.googleapis.com/attar/a.webp');
    expect(safeImage('https://STORAGE.googleapis.com/attar/a.webp', hosts)).not.toBeNull();
    expect(safeImage('https://storage.googleapis.com.evil.example/a.webp', hosts)).toBeNull();
    expect(safeImage('https://storage.googleapis.com:8443/a.webp', hosts)).toBeNull();
    expect(safeImage('https://evil.example/a.webp', hosts)).toBeNull();
    expect(safeImage('http://storage.googleapis.com/a.webp', hosts)).toBeNull();
    expect(safeImage('https://storage.googleapis.com/a.webp', [])).toBeNull();
  });

  it('scripts: the page origin (the local mock after its move onto it), or https on a deployment host', () => {
    expect(safeScript('/_mock/idp/client.js', 'https://attarhouse.in/faq', [])).toBe('https://attarhouse.in/_mock/idp/client.js');
    expect(safeScript('http://127.0.0.1:5173/_mock/idp/client.js', 'http://127.0.0.1:5173/', [])).toBe(
      'http://127.0.0.1:5173/_mock/idp/client.js',
    );
    // the unmoved loopback address on a real deployment is another origin over http
    expect(safeScript('http://127.0.0.1:4010/_mock/idp/client.js', 'https://attarhouse.in/', [])).toBeNull();
    expect(safeScript('https://accounts.example.com/client.js', 'https://attarhouse.in/', [])).toBeNull();
    expect(safeScript('https://accounts.example.com/client.js', 'https://attarhouse.in/', ['accounts.example.com'])).toBe(
      'https://accounts.example.com/client.js',
    );
    expect(safeScript('http://accounts.example.com/client.js', 'https://attarhouse.in/', ['accounts.example.com'])).toBeNull();
  });

  it('sockets: the page host, wss (ws only on an http page)', () => {
    expect(safeSocket('wss://attarhouse.in/analytics?key=a', 'https://attarhouse.in/')).toBe(
      'wss://attarhouse.in/analytics?key=a',
    );
    expect(safeSocket('ws://attarhouse.in/analytics', 'https://attarhouse.in/')).toBeNull();
    expect(safeSocket('ws://127.0.0.1:5173/analytics', 'http://127.0.0.1:5173/')).toBe('ws://127.0.0.1:5173/analytics');
    expect(safeSocket('wss://evil.example/analytics', 'https://attarhouse.in/')).toBeNull();
    // a path or the page's own http(s) origin names the socket there, with the page's security
    expect(safeSocket('/analytics', 'https://attarhouse.in/faq')).toBe('wss://attarhouse.in/analytics');
    expect(safeSocket('https://attarhouse.in/analytics', 'https://attarhouse.in/')).toBe('wss://attarhouse.in/analytics');
    expect(safeSocket('http://attarhouse.in/analytics', 'https://attarhouse.in/')).toBeNull();
    expect(safeSocket('//evil.example/analytics', 'https://attarhouse.in/')).toBeNull();
    expect(safeSocket('/analytics', 'file:///tmp/page.html')).toBeNull();
  });
});
