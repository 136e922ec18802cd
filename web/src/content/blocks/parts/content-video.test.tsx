// @vitest-environment happy-dom
/**
 * The content video: poster first, every allowed encoding as a source, muted with controls and
 * loading nothing before it plays; it plays by itself in view unless the shopper asked for reduced
 * motion, pauses out of view, keeps a shopper's pause, and shows the poster alone for a video whose
 * address the image allow-list refuses.
 */
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageHostsProvider } from '../../../lib/image-hosts.ts';
import { field } from '../test-content.ts';
import { ContentVideo, videoSources } from './content-video.tsx';

const WEBM = { url: '/media/video/distillery-640.webm', type: 'video/webm; codecs="vp09.00.21.08"' };
const MP4 = { url: '/media/video/distillery-640.mp4', type: 'video/mp4; codecs="avc1.42c01e"' };
const CLIP = field(MP4.url, { urlType: 'I', width: 640, height: 360, sources: [WEBM, MP4] });
const POSTER = field('/media/banners/distillery-poster-640.jpg', {
  urlType: 'I',
  altText: 'Copper stills in a Kannauj distillery',
  width: 1280,
  height: 720,
  variants: { template: '/media/banners/distillery-poster-{width}.{format}', widths: [640, 1280], formats: ['avif', 'webp'] },
});
const LABEL = 'From Kannauj to your wrist';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** An IntersectionObserver the test moves: `show(ratio)` tells every observer what share of its target is in view. */
let observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
function show(ratio: number) {
  act(() => {
    for (const o of observers) {
      const entries = o.targets.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }));
      o.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    }
  });
}

/** The figure comes near the screen and its poster picture loads: the video element is put in. */
function bringNear(container: HTMLElement): HTMLVideoElement {
  show(0.01);
  act(() => {
    container.querySelector('figure img')!.dispatchEvent(new Event('load'));
  });
  return container.querySelector('video')!;
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets.length = 0;
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderVideo = (props: { video?: typeof CLIP; poster?: typeof POSTER }, hosts: string[] = []): HTMLElement => {
  const wrap = (children: ReactNode) => <ImageHostsProvider value={hosts}>{children}</ImageHostsProvider>;
  return render(wrap(<ContentVideo poster={props.poster ?? POSTER} video={props.video} label={LABEL} />)).container;
};

describe('content video', () => {
  it('shows the poster first and offers every encoding, muted with controls, loading nothing before it plays', () => {
    stubReducedMotion(false);
    const container = renderVideo({ video: CLIP });
    // far from the screen, or near while its picture still loads: the poster alone, no video element
    expect(container.querySelector('video')).toBeNull();
    show(0.01);
    expect(container.querySelector('video')).toBeNull();
    const video = bringNear(container);
    // then the video, with the picture's file as its poster (already loaded, not fetched again)
    expect(video.getAttribute('poster')).toMatch(/\/media\/banners\/distillery-poster-640\.jpg$/);
    expect(video.getAttribute('aria-label')).toBe(LABEL);
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('loop')).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      [WEBM.url, WEBM.type],
      [MP4.url, MP4.type],
    ]);
    // the poster is the block's responsive picture, lazy, under the video; its words in the caption
    const figure = container.querySelector('figure')!;
    const still = figure.querySelector('picture img')!;
    expect(still.getAttribute('src')).toBe(POSTER.value);
    expect(still.getAttribute('loading')).toBe('lazy');
    expect(figure.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      'distillery-poster-1280.avif 1280w',
    );
    expect(figure.querySelector('figcaption')?.textContent).toBe(POSTER.altText);
    // the room is kept at the clip's aspect ratio before anything loads
    expect(figure.style.aspectRatio).toBe('640 / 360');
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['640', '360']);
  });

  it('plays by itself once half of it is in view, pauses out of view, and keeps a pause the shopper made', () => {
    stubReducedMotion(false);
    const video = bringNear(renderVideo({ video: CLIP }));
    const play = vi.spyOn(video, 'play');
    show(0.2);
    expect(play).not.toHaveBeenCalled();
    show(0.6);
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
    show(0);
    expect(video.paused).toBe(true);
    show(1);
    expect(play).toHaveBeenCalledTimes(2);
    // the shopper pauses it in view: it stays paused when it comes back into view
    act(() => video.pause());
    show(0);
    show(1);
    expect(play).toHaveBeenCalledTimes(2);
    expect(video.paused).toBe(true);
    // and plays again when the shopper says so
    act(() => void video.play());
    show(0);
    show(1);
    expect(play).toHaveBeenCalledTimes(4);
  });

  it('never plays by itself for a shopper who asked for reduced motion: poster and controls only', () => {
    stubReducedMotion(true);
    const video = bringNear(renderVideo({ video: CLIP }));
    const play = vi.spyOn(video, 'play');
    show(1);
    expect(play).not.toHaveBeenCalled();
    expect(video.paused).toBe(true);
    expect(video.hasAttribute('controls')).toBe(true);
    // the shopper may still play it, and it pauses when scrolled away
    act(() => void video.play());
    show(0);
    expect(video.paused).toBe(true);
  });

  it('shows the poster alone for a remote video off the image hosts, and plays one on them', () => {
    stubReducedMotion(false);
    const remote = field('https://cdn.evil.example/clip.mp4', {
      urlType: 'E',
      sources: [{ url: 'https://cdn.evil.example/clip.webm', type: 'video/webm' }],
    });
    const refused = renderVideo({ video: remote });
    expect(refused.querySelector('video')).toBeNull();
    expect(refused.querySelector('figure img')?.getAttribute('alt')).toBe(POSTER.altText);
    cleanup();
    const allowed = renderVideo({ video: remote }, ['cdn.evil.example']);
    expect(bringNear(allowed).querySelector('source')?.getAttribute('src')).toBe('https://cdn.evil.example/clip.webm');
  });

  it('takes only the sources the allow-list passes, or the value alone, and none from a script address', () => {
    const hosts = ['media.attar.example'];
    const mixed = field('/v.mp4', {
      sources: [
        { url: 'https://elsewhere.example/v.webm', type: 'video/webm' },
        { url: 'https://media.attar.example/v.webm', type: 'video/webm' },
      ],
    });
    expect(videoSources(mixed, hosts)).toEqual([{ src: 'https://media.attar.example/v.webm', type: 'video/webm' }]);
    expect(videoSources(field('/media/video/a-640.mp4'), hosts)).toEqual([{ src: '/media/video/a-640.mp4' }]);
    expect(videoSources(field('javascript:alert(1)'), hosts)).toEqual([]);
    expect(videoSources(field('//evil.example/v.mp4'), hosts)).toEqual([]);
    expect(videoSources(undefined, hosts)).toEqual([]);
  });

  it('shows the poster alone when there is no video', () => {
    stubReducedMotion(false);
    const container = renderVideo({});
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('figure img')?.getAttribute('src')).toBe(POSTER.value);
  });
});
