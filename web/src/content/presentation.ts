/**
 * Style and animation from the content config, turned into CSS variables and data attributes. Animations
 * are CSS-only and switched off by `prefers-reduced-motion` in base.css. What the shopper opens the
 * site on (the first view) is never hidden, not even for a frame: its page and first blocks move in
 * without fading (`data-first-view`; a fade from transparent would also hold back the largest paint).
 */
import type { CSSProperties } from 'react';
import type { Schemas } from '@attar/sdk';

type Style = Schemas['ContentStyle'];
type Animation = Schemas['ContentAnimation'];

const PADDING = { none: '0', sm: 'var(--space-3)', md: 'var(--space-5)', lg: 'var(--space-7)' } as const;
const MAX_WIDTH = { narrow: '48rem', default: '72rem', wide: '88rem', full: 'none' } as const;

/** `#rrggbb` as is; a theme token (`primary`) as its CSS variable. */
export const colour = (value: string): string => (value.startsWith('#') ? value : `var(--color-${value})`);

export interface FrameProps {
  style: CSSProperties;
  'data-animate'?: string;
  'data-variant'?: string;
  'data-align'?: string;
  'data-first-view'?: '';
}

/** The wrapper props of a block (or a page layout): CSS variables plus animation and variant hooks. */
export function frameProps(style: Style | undefined, animation: Animation | undefined, { firstView = false } = {}): FrameProps {
  const css: Record<string, string> = {};
  const props: FrameProps = { style: css as CSSProperties };
  if (style?.background) css['--block-bg'] = colour(style.background);
  if (style?.textColor) css['--block-fg'] = colour(style.textColor);
  if (style?.padding) css['--block-pad'] = PADDING[style.padding];
  if (style?.maxWidth) css['--block-max'] = MAX_WIDTH[style.maxWidth];
  if (style?.align) props['data-align'] = style.align;
  if (style?.variant && style.variant !== 'default') props['data-variant'] = style.variant;
  if (animation && animation.type !== 'none') {
    props['data-animate'] = animation.type;
    css['--anim-ms'] = `${animation.durationMs ?? 400}ms`;
    css['--anim-delay'] = `${animation.delayMs ?? 0}ms`;
    if (firstView) props['data-first-view'] = '';
  }
  return props;
}
