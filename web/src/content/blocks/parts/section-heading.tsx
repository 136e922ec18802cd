/** The heading of a block: a title at the level the page needs, with an optional line under it. */
import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3;

export interface SectionHeadingProps {
  id?: string;
  title: string;
  sub?: string | undefined;
  level?: HeadingLevel;
  className?: string;
  /** Read by screen readers only (blocks whose config has no visible title). */
  hidden?: boolean;
}

/** @example <SectionHeading id={headingId} title="Our Gallery" sub="Moments from our studio" /> */
export function SectionHeading({ id, title, sub, level = 2, className, hidden = false }: SectionHeadingProps): ReactNode {
  if (!title) return null;
  const Heading = `h${level}` as const;
  if (hidden) {
    return (
      <Heading id={id} className="visually-hidden">
        {title}
      </Heading>
    );
  }
  return (
    <div className={['section-heading', className].filter(Boolean).join(' ')}>
      <Heading id={id} className="section-title">
        {title}
      </Heading>
      {sub ? <p className="section-sub">{sub}</p> : null}
    </div>
  );
}
