/**
 * The `bannerCarousel` block: the home page's rotating banner, one slide per element, each with a
 * Shop Now link. Follows the WAI-ARIA carousel pattern: previous / next and per-slide buttons, a
 * pause / play button, arrow keys, rotation held while the pointer or focus is inside, and no
 * automatic rotation at all for shoppers who prefer reduced motion. The first slide's image is the
 * page's largest paint, so it loads at once with high priority and a fixed size.
 */
import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { BlockProps } from '../types.ts';
import { useAction } from '../../data/use-action.ts';
import { useFirstViewReady } from '../../lib/first-view.ts';
import { ContentImage, ContentLink, elementProps, textOf } from './parts/fields.tsx';
import { Icon } from './parts/icons.tsx';
import { useOpensPage } from './parts/use-opens-page.ts';
import { useReducedMotion } from './parts/use-reduced-motion.ts';
import './blocks.css';

/** How long a slide stays before the next one (WAI suggests at least 5 s). */
export const ROTATE_MS = 6000;

export function BannerCarouselBlock({ block }: BlockProps<'bannerCarousel'>) {
  const slides = block.elements;
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  const [ref, opensPage] = useOpensPage<HTMLElement>();
  const { data: site } = useAction('contentSite', opensPage ? {} : null);
  const [index, setIndex] = useState(0);
  // null until the shopper presses pause or play: then their choice wins over the default
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const slidesId = useId();
  const laterPictures = useFirstViewReady();

  const playing = count > 1 && (chosen ?? !reducedMotion);
  const rotating = playing && !held.pointer && !held.focus;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;

  return (
    <section
      ref={ref}
      className="banner"
      aria-roledescription="carousel"
      aria-label="Featured perfumes"
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      {opensPage ? <h1 className="visually-hidden">{site?.store.name ?? 'Attar House'}</h1> : null}
      <div id={slidesId} className="banner-slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          const { image, heading, subHeading, buttonLabel, buttonLink } = slide.fields;
          return (
            <div
              key={slide.elementId}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              className="banner-slide"
              data-active={active || undefined}
              aria-hidden={active ? undefined : true}
              inert={!active}
              {...elementProps(slide)}
            >
              <div className="banner-media">
                {/* the hidden slides' pictures wait for the first view: they would compete with the first one */}
                {i === 0 || laterPictures || active ? (
                  <ContentImage field={image} width={1600} height={600} priority={i === 0} />
                ) : (
                  <span className="banner-media-room" />
                )}
              </div>
              <div className="banner-caption">
                <div className="banner-text">
                  <h2 className="banner-title">{textOf(heading)}</h2>
                  {textOf(subHeading) ? <p className="banner-sub">{textOf(subHeading)}</p> : null}
                </div>
                <ContentLink field={buttonLink} className="button banner-cta">
                  {textOf(buttonLabel) || 'Shop Now'}
                  <span className="visually-hidden">: {textOf(heading)}</span>
                </ContentLink>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="banner-controls">
          <button type="button" className="banner-button" aria-controls={slidesId} onClick={() => go(index - 1)}>
            <Icon name="prev" />
            <span className="visually-hidden">Previous slide</span>
          </button>
          <ul className="banner-dots">
            {slides.map((slide, i) => (
              <li key={slide.elementId}>
                <button
                  type="button"
                  className="banner-dot"
                  aria-controls={slidesId}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                >
                  <span className="visually-hidden">
                    Slide {i + 1}: {textOf(slide.fields.heading)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="banner-button" aria-controls={slidesId} onClick={() => go(index + 1)}>
            <Icon name="next" />
            <span className="visually-hidden">Next slide</span>
          </button>
          <button type="button" className="banner-button banner-toggle" onClick={() => setChosen(!playing)}>
            <Icon name={playing ? 'pause' : 'play'} />
            <span className="visually-hidden">{playing ? 'Pause slide rotation' : 'Start slide rotation'}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
