/** The `bookService` block: an invitation to book a fragrance consultation, with its button. */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { ContentLink, elementProps, textOf } from './parts/fields.tsx';
import { FieldText } from './parts/rich-text-content.tsx';
import './blocks.css';

export function BookServiceBlock({ block }: BlockProps<'bookService'>) {
  const headingId = useId();
  const element = block.elements[0];
  if (!element) return null;
  const { heading, text, buttonLabel, link } = element.fields;
  return (
    <section className="book-service" aria-labelledby={headingId} {...elementProps(element)}>
      <div>
        <h2 id={headingId} className="section-title">
          {textOf(heading)}
        </h2>
        <FieldText field={text} />
      </div>
      <ContentLink field={link} className="button">
        {textOf(buttonLabel) || 'Book Now'}
      </ContentLink>
    </section>
  );
}
