/**
 * The `faqAccordion` block: the questions in their `index` order, each a disclosure (WAI-ARIA
 * accordion pattern): a heading holding a button with `aria-expanded`, its answer in a labelled region.
 * Enter or Space opens and closes; Up, Down, Home and End move between the questions.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockProps } from '../types.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import { FieldText } from './parts/rich-text-content.tsx';
import './blocks.css';

export function FaqAccordionBlock({ block }: BlockProps<'faqAccordion'>) {
  const baseId = useId();
  const items = [...block.elements].sort((a, b) => a.index - b.index);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = items.length - 1;
    const to = { ArrowDown: i === last ? 0 : i + 1, ArrowUp: i === 0 ? last : i - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons.current[to]?.focus();
  };

  if (items.length === 0) return null;
  return (
    <div className="faq">
      {items.map((item, i) => {
        const expanded = open.has(item.elementId);
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.elementId} className="faq-item" data-open={expanded || undefined} {...elementProps(item)}>
            <h2 className="faq-question">
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                id={buttonId}
                type="button"
                className="faq-toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.elementId)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                <span>{textOf(item.fields.faqTitle)}</span>
                <span className="faq-marker" aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-answer" hidden={!expanded}>
              <FieldText field={item.fields.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
