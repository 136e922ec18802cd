/** The `pageHeading` block: the title band of an inner page, which carries the page's `h1`. */
import type { CSSProperties } from 'react';
import type { BlockProps } from '../types.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import './blocks.css';

export function PageHeadingBlock({ block }: BlockProps<'pageHeading'>) {
  const element = block.elements[0];
  if (!element) return null;
  const { heading, subHeading, backgroundImage } = element.fields;
  const props = elementProps(element);
  const image = textOf(backgroundImage);
  const style: CSSProperties = image
    ? { ...props.style, ['--page-heading-image' as string]: `url("${encodeURI(image)}")` }
    : props.style;
  return (
    <header {...props} style={style} className={['page-heading', image ? 'page-heading-image' : ''].filter(Boolean).join(' ')}>
      <h1 className="page-heading-title">{textOf(heading)}</h1>
      {textOf(subHeading) ? <p className="page-heading-sub">{textOf(subHeading)}</p> : null}
    </header>
  );
}
