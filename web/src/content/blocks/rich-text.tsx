/**
 * The `richText` block: an optional heading and the text, sanitised with DOMPurify when the field is
 * rich text (plain paragraphs otherwise). When it opens the page (the policy pages) its heading is the h1.
 */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import { FieldText } from './parts/rich-text-content.tsx';
import { SectionHeading } from './parts/section-heading.tsx';
import { useOpensPage } from './parts/use-opens-page.ts';
import './blocks.css';

export function RichTextBlock({ block }: BlockProps<'richText'>) {
  const [ref, opensPage] = useOpensPage<HTMLElement>();
  const headingId = useId();
  return (
    <section ref={ref} className="rich-text" aria-labelledby={textOf(block.elements[0]?.fields.heading) ? headingId : undefined}>
      {block.elements.map((element, i) => (
        <article key={element.elementId} className="rich-text-item" {...elementProps(element)}>
          <SectionHeading
            id={i === 0 ? headingId : undefined}
            title={textOf(element.fields.heading)}
            level={opensPage && i === 0 ? 1 : 2}
            className="rich-text-heading"
          />
          <FieldText field={element.fields.html} />
        </article>
      ))}
    </section>
  );
}
