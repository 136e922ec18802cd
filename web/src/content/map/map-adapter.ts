/**
 * The map behind the contact page's `map` block. The block asks the active adapter for a view of a
 * place; the default adapter draws an accessible static map from the config's coordinates and
 * address, with nothing loaded from the internet. A real provider (tiles, an embed) plugs in with
 * `setMapAdapter` at start-up, for example in a build that may go online.
 */
import type { ComponentType } from 'react';
import { StaticMap } from './static-map.tsx';
import type { MapPlace } from './place.ts';

export type { MapPlace } from './place.ts';

export interface MapAdapter {
  /** A short name for logs and tests ('static', 'leaflet'...). */
  readonly id: string;
  /** Renders the place; it must stay accessible (a name for the map, the address as text). */
  readonly View: ComponentType<{ place: MapPlace }>;
}

/** The offline default: a drawn map with a pin, the address and the coordinates. */
export const staticMapAdapter: MapAdapter = { id: 'static', View: StaticMap };

let active: MapAdapter = staticMapAdapter;

/**
 * Replaces the map provider (call before the first render): the seam a build that may go online uses.
 * @public
 * @example
 * setMapAdapter({ id: 'leaflet', View: lazy(() => import('./leaflet-map.tsx')) });
 */
export function setMapAdapter(adapter: MapAdapter): void {
  active = adapter;
}

/** The adapter in use. */
export function getMapAdapter(): MapAdapter {
  return active;
}
