/** The `brandStrip` block: a row of the house's brand logos, each linking where its config says. */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { ContentImage, ContentLink, elementProps } from './parts/fields.tsx';
import { SectionHeading } from './parts/section-heading.tsx';
import './blocks.css';

export function BrandStripBlock({ block }: BlockProps<'brandStrip'>) {
  const headingId = useId();
  if (block.elements.length === 0) return null;
  return (
    <section className="brand-strip" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title="Our brands" hidden />
      <ul className="brand-strip-list">
        {block.elements.map((element) => {
          const logo = <ContentImage field={element.fields.logo} width={320} height={160} sizes="12rem" className="brand-logo" />;
          return (
            <li key={element.elementId} {...elementProps(element)}>
              <ContentLink field={element.fields.link} className="brand-strip-link" fallback={logo}>
                {logo}
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
