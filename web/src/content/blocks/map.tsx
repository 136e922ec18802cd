/** The `map` block: where the store is, drawn by the active map adapter (offline by default). */
import { useId } from 'react';
import type { BlockProps } from '../types.ts';
import { getMapAdapter } from '../map/map-adapter.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import { SectionHeading } from './parts/section-heading.tsx';
import './blocks.css';

export function MapBlock({ block }: BlockProps<'map'>) {
  const baseId = useId();
  const { View } = getMapAdapter();
  return (
    <>
      {block.elements.map((element, n) => {
        const heading = textOf(element.fields.heading) || 'Find us';
        const address = textOf(element.fields.address);
        const headingId = `${baseId}-${n}`;
        return (
          <section key={element.elementId} className="map-block" aria-labelledby={headingId} {...elementProps(element)}>
            <SectionHeading id={headingId} title={heading} />
            <View place={{ ...element.location, address, title: `Map: ${address}` }} />
          </section>
        );
      })}
    </>
  );
}
