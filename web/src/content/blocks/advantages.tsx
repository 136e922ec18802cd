/**
 * The `advantages` block: the shop's promises (free shipping, lab-tested, secure payments...). Icons
 * named `icon-<name>.svg` in the config are drawn from the bundled set so they stay crisp at any size
 * and work offline; any other icon address is shown as an image.
 */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { ContentImage, elementProps, textOf } from './parts/fields.tsx';
import { bundledIconFor, Icon } from './parts/icons.tsx';
import { SectionHeading } from './parts/section-heading.tsx';
import './blocks.css';

export function AdvantagesBlock({ block }: BlockProps<'advantages'>) {
  const headingId = useId();
  if (block.elements.length === 0) return null;
  return (
    <section className="advantages" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title="Why shop with us" hidden />
      <ul className="advantages-list">
        {block.elements.map((element) => {
          const { icon, title, text } = element.fields;
          const bundled = bundledIconFor(icon.value);
          return (
            <li key={element.elementId} className="advantage" {...elementProps(element)}>
              <span className="advantage-icon">
                {bundled ? <Icon name={bundled} size={28} /> : <ContentImage field={icon} width={56} height={56} decorative />}
              </span>
              <h3 className="advantage-title">{textOf(title)}</h3>
              {textOf(text) ? <p className="advantage-text">{textOf(text)}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
