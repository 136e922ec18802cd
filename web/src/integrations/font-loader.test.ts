// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fontStack, loadWebFont } from './font-loader.ts';

const font = { family: 'Poppins', descriptorPath: '/fonts/poppins.json', fallback: 'sans-serif' };
const description = {
  family: 'Poppins',
  weights: [400],
  styles: ['normal'],
  display: 'swap',
  files: [{ weight: 400, style: 'normal', url: '/fonts/poppins/poppins-400.woff2', format: 'woff2' }],
  stylesheet: '/fonts/poppins.css',
};
const json = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
/** A stylesheet loader that records what it was asked for and answers `loads`. */
const stylesheet = (loads: boolean) => vi.fn(async (_href: string) => loads);
const fontSans = () => document.documentElement.style.getPropertyValue('--font-sans');

afterEach(() => {
  document.documentElement.removeAttribute('style');
  delete document.documentElement.dataset.font;
});

describe('web font', () => {
  it('loads the description, adds its stylesheet and puts the family first', async () => {
    const logger = { error: vi.fn() };
    const loadStylesheet = stylesheet(true);
    expect(await loadWebFont(font, { fetch: json(description), logger, loadStylesheet })).toBe('loaded');
    expect(loadStylesheet).toHaveBeenCalledWith('/fonts/poppins.css');
    expect(fontSans()).toBe(fontStack('Poppins', 'sans-serif'));
    expect(fontSans()).toMatch(/^"Poppins", .*sans-serif$/);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("uses the storefront's own faces of the described family instead of adding the stylesheet", async () => {
    // the document declares Poppins (brand-fonts.ts): the stylesheet's rules for it would replace those faces
    Object.defineProperty(document, 'fonts', {
      value: [{ family: '"Poppins"' }, { family: 'Cormorant Garamond' }],
      configurable: true,
    });
    try {
      const loadStylesheet = stylesheet(true);
      const fetch = json(description);
      expect(await loadWebFont(font, { fetch, logger: { error: vi.fn() }, loadStylesheet })).toBe('loaded');
      expect(fetch).toHaveBeenCalledWith('/fonts/poppins.json', expect.anything());
      expect(loadStylesheet).not.toHaveBeenCalled();
      expect(fontSans()).toBe(fontStack('Poppins', 'sans-serif'));
      // a family the document does not declare still gets its stylesheet
      const other = stylesheet(true);
      await loadWebFont(font, {
        fetch: json({ ...description, family: 'Lato' }),
        logger: { error: vi.fn() },
        loadStylesheet: other,
      });
      expect(other).toHaveBeenCalledWith('/fonts/poppins.css');
    } finally {
      delete (document as { fonts?: unknown }).fonts;
    }
  });

  it("keeps the sans-serif fallback and logs 'Failed to fetch font' when the description fails", async () => {
    const logger = { error: vi.fn() };
    expect(await loadWebFont(font, { fetch: json({ status: 404 }, 404), logger, loadStylesheet: stylesheet(true) })).toBe(
      'fallback',
    );
    expect(logger.error).toHaveBeenCalledWith('Failed to fetch font', expect.any(Error));
    expect(fontSans()).toMatch(/, sans-serif$/);
    expect(fontSans()).not.toContain('Poppins');
    expect(document.documentElement.dataset.font).toBe('fallback');

    const offline = { error: vi.fn() };
    const fetchFails = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadWebFont(font, { fetch: fetchFails as unknown as typeof fetch, logger: offline })).toBe('fallback');
    expect(offline.error).toHaveBeenCalledWith('Failed to fetch font', expect.any(TypeError));
  });

  it("logs 'Font data is missing or invalid' for a description without its parts", async () => {
    for (const bad of [
      {},
      { ...description, files: [] },
      { ...description, stylesheet: 'https://cdn.example.com/p.css' },
      'not json',
    ]) {
      const logger = { error: vi.fn() };
      const loadStylesheet = stylesheet(true);
      expect(await loadWebFont(font, { fetch: json(bad), logger, loadStylesheet })).toBe('fallback');
      expect(logger.error).toHaveBeenCalledWith('Font data is missing or invalid');
      expect(loadStylesheet).not.toHaveBeenCalled();
    }
  });

  it("logs 'Failed to load font stylesheet' when the stylesheet does not load", async () => {
    const logger = { error: vi.fn() };
    expect(await loadWebFont(font, { fetch: json(description), logger, loadStylesheet: stylesheet(false) })).toBe('fallback');
    expect(logger.error).toHaveBeenCalledWith('Failed to load font stylesheet', '/fonts/poppins.css');
    expect(fontSans()).toMatch(/, sans-serif$/);
  });

  it('never puts an unsafe fallback into CSS', () => {
    expect(fontStack(undefined, 'serif; color: red')).toMatch(/, sans-serif$/);
  });
});
