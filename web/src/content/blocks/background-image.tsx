/** The `backgroundImage` block: the picture behind the sign-in and registration forms. */
import type { BlockProps } from '../types.ts';
import { ContentImage, elementProps } from './parts/fields.tsx';
import './blocks.css';

export function BackgroundImageBlock({ block }: BlockProps<'backgroundImage'>) {
  const element = block.elements[0];
  if (!element) return null;
  return (
    <div className="background-image" {...elementProps(element)}>
      <ContentImage field={element.fields.image} width={1600} height={600} priority />
    </div>
  );
}
