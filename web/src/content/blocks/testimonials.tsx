/** The `testimonials` block: what buyers say, with their name and picture. */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { ContentImage, elementProps, textOf } from './parts/fields.tsx';
import { SectionHeading } from './parts/section-heading.tsx';
import './blocks.css';

export function TestimonialsBlock({ block }: BlockProps<'testimonials'>) {
  const headingId = useId();
  if (block.elements.length === 0) return null;
  return (
    <section className="testimonials" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title="What our customers say" />
      <ul className="testimonials-list">
        {block.elements.map((element) => {
          const { text, subtext, personName, personImage } = element.fields;
          return (
            <li key={element.elementId} {...elementProps(element)}>
              <figure className="testimonial">
                <blockquote className="testimonial-quote">
                  <p>{textOf(text)}</p>
                </blockquote>
                <figcaption className="testimonial-person">
                  <ContentImage field={personImage} width={64} height={64} className="testimonial-photo" decorative />
                  <span>
                    <span className="testimonial-name">{textOf(personName)}</span>
                    {textOf(subtext) ? <span className="testimonial-sub">{textOf(subtext)}</span> : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
