/**
 * The product pictures: one large image and a row of thumbnail buttons. Thumbnails are buttons in the
 * tab order; arrow keys move between them too, and the chosen one is marked for screen readers.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Schemas } from '@attar/sdk';
import { Picture } from '../../../components/ui/picture.tsx';
import { PICTURE_SIZES } from '../../../lib/picture.ts';

const SIZE = 800;

export function ProductGallery({ images, name }: { images: readonly Schemas['Image'][]; name: string }) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent, i: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (i + step + images.length) % images.length;
    setIndex(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className="pdp-gallery">
      <figure className="pdp-gallery-main">
        {/* the first picture is the page's largest: load it at once */}
        <Picture
          key={current.url}
          image={current}
          alt={current.altText}
          sizes={PICTURE_SIZES.product}
          width={current.width ?? SIZE}
          height={current.height ?? SIZE}
          priority={index === 0}
        />
        {images.length > 1 ? (
          <figcaption className="visually-hidden" aria-live="polite">
            Picture {index + 1} of {images.length}
          </figcaption>
        ) : null}
      </figure>
      {images.length > 1 ? (
        <ul className="pdp-thumbs" aria-label={`Pictures of ${name}`}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                type="button"
                className="pdp-thumb"
                aria-pressed={i === index}
                aria-label={`Show picture ${i + 1} of ${images.length}: ${image.altText}`}
                onClick={() => setIndex(i)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                <Picture image={image} alt="" sizes="72px" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
