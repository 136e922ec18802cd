// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageHostsProvider } from '../../lib/image-hosts.ts';
import { safePicture } from '../../lib/picture.ts';
import { Picture } from './picture.tsx';

afterEach(cleanup);

const bottle = {
  url: '/media/products/oud-noir-640.jpg',
  altText: 'Oud Noir bottle',
  width: 960,
  height: 960,
  variants: {
    template: '/media/products/oud-noir-{width}.{format}',
    widths: [320, 640, 960],
    formats: ['avif' as const, 'webp' as const],
  },
};

describe('Picture', () => {
  it('offers each format as a source with every width and the sizes, the fallback in the img with its room kept', () => {
    const { container } = render(<Picture image={bottle} alt={bottle.altText} sizes="50vw" width={960} height={960} />);
    const sources = [...container.querySelectorAll('picture > source')].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
      s.getAttribute('sizes'),
    ]);
    expect(sources).toEqual([
      [
        'image/avif',
        '/media/products/oud-noir-320.avif 320w, /media/products/oud-noir-640.avif 640w, /media/products/oud-noir-960.avif 960w',
        '50vw',
      ],
      [
        'image/webp',
        '/media/products/oud-noir-320.webp 320w, /media/products/oud-noir-640.webp 640w, /media/products/oud-noir-960.webp 960w',
        '50vw',
      ],
    ]);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/media/products/oud-noir-640.jpg');
    expect(img.getAttribute('alt')).toBe('Oud Noir bottle');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '960']);
    // below the fold by default
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the first view picture at once, with high priority', () => {
    const { container } = render(<Picture image={bottle} alt="" sizes="100vw" width={960} height={960} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('is a plain img for a picture without variants (a drawn SVG)', () => {
    const { container } = render(
      <Picture image={{ url: '/media/banners/logo.svg' }} alt="Attar House" sizes="10rem" width={160} height={48} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/banners/logo.svg');
    expect(container.querySelector('img')?.getAttribute('width')).toBe('160');
  });
});

describe('Picture through the allow-list', () => {
  const remote = { url: 'https://cdn.example.net/oud-noir.jpg', altText: 'Oud Noir bottle', width: 960, height: 960 };

  it('never requests a picture from a host the configuration does not name: a placeholder keeps its room', () => {
    const { container } = render(<Picture image={remote} alt="Oud Noir bottle" sizes="100vw" width={960} height={960} />);
    expect(container.querySelector('img, source')).toBeNull();
    const placeholder = container.querySelector('.picture-placeholder') as HTMLElement;
    expect(placeholder.getAttribute('role')).toBe('img');
    expect(placeholder.getAttribute('aria-label')).toBe('Oud Noir bottle');
    expect(placeholder.style.aspectRatio).toBe('960 / 960');
  });

  it('shows it from a configured image host', () => {
    const { container } = render(
      <ImageHostsProvider value={['cdn.example.net']}>
        <Picture image={remote} alt="Oud Noir bottle" sizes="100vw" width={960} height={960} />
      </ImageHostsProvider>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(remote.url);
    expect(container.querySelector('.picture-placeholder')).toBeNull();
  });

  it('never shows a script address, whatever the hosts', () => {
    const { container } = render(
      <ImageHostsProvider value={['cdn.example.net']}>
        <Picture image={{ url: 'javascript:alert(1)' }} alt="" sizes="100vw" width={4} height={3} />
      </ImageHostsProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.picture-placeholder')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('safePicture (a configured picture through the allow-list)', () => {
  it('keeps a same-origin picture and its variants', () => {
    expect(safePicture(bottle, [])).toEqual({ ...bottle, url: bottle.url, variants: bottle.variants });
  });

  it('drops a picture whose fallback address the allow-list refuses', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/a.jpg',
      'http://cdn.example/a.jpg',
    ])
      expect(safePicture({ ...bottle, url }, ['cdn.example']), url).toBeUndefined();
    expect(safePicture(undefined, [])).toBeUndefined();
  });

  it('keeps the fallback but not variants whose template points elsewhere', () => {
    const hostile = { ...bottle, variants: { ...bottle.variants, template: 'https://evil.example/{width}.{format}' } };
    const kept = safePicture(hostile, ['cdn.example']);
    expect(kept?.url).toBe(bottle.url);
    expect(kept?.variants).toBeUndefined();
    const allowed = { ...bottle, variants: { ...bottle.variants, template: 'https://cdn.example/p/{width}.{format}' } };
    expect(safePicture(allowed, ['cdn.example'])?.variants?.template).toBe('https://cdn.example/p/{width}.{format}');
  });
});
