/** The `pageHeading` block: the title band of an inner page, which carries the page's `h1`. */
import type { CSSProperties } from 'react';
import type { BlockProps } from '../types.ts';
import { useImageHosts } from '../../lib/image-hosts.ts';
import { elementProps, mediaSource, textOf } from './parts/fields.tsx';
import './blocks.css';

export function PageHeadingBlock({ block }: BlockProps<'pageHeading'>) {
  const element = block.elements[0];
  const imageHosts = useImageHosts();
  if (!element) return null;
  const { heading, subHeading, backgroundImage } = element.fields;
  const props = elementProps(element);
  // the allow-list keeps quotes, backslashes and parentheses out, so the address cannot leave url("")
  const image = mediaSource(backgroundImage, imageHosts);
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
