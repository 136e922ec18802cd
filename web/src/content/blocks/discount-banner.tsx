/** The `discountBanner` block: an offer with its discount, a picture and a Shop Now link. */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { ContentImage, ContentLink, elementProps, textOf } from './parts/fields.tsx';
import './blocks.css';

export function DiscountBannerBlock({ block }: BlockProps<'discountBanner'>) {
  const headingId = useId();
  const element = block.elements[0];
  if (!element) return null;
  const { image, heading, subHeading, discountText, buttonLabel, buttonLink } = element.fields;
  return (
    <section className="discount-banner" aria-labelledby={headingId} {...elementProps(element)}>
      <div className="discount-banner-text">
        {textOf(discountText) ? <p className="discount-banner-offer">{textOf(discountText)}</p> : null}
        <h2 id={headingId} className="discount-banner-title">
          {textOf(heading)}
        </h2>
        {textOf(subHeading) ? <p className="discount-banner-sub">{textOf(subHeading)}</p> : null}
        <ContentLink field={buttonLink} className="button button-light">
          {textOf(buttonLabel) || 'Shop Now'}
          <span className="visually-hidden">: {textOf(heading)}</span>
        </ContentLink>
      </div>
      <div className="discount-banner-media">
        <ContentImage field={image} width={1600} height={600} sizes="(min-width: 56rem) 50vw, 100vw" />
      </div>
    </section>
  );
}
