/**
 * Small line icons bundled with the storefront (nothing fetched): controls, contact details, social
 * networks and the shop's advantages. Decorative unless given a label.
 */
import type { ReactNode } from 'react';

const PATHS = {
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l13-7.5z',
  close: 'M6 6l12 12M18 6L6 18',
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-14v5l3 2',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  truck: 'M2 6h11v9H2zM13 9h4l4 4v2h-8M6.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  flask: 'M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7 15h10',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z',
  sparkle: 'M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2z',
  instagram: 'M4 4h16v16H4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17 7h.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  youtube: 'M3 7.5A2.5 2.5 0 0 1 5.5 5h13A2.5 2.5 0 0 1 21 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 16.5zM10 9v6l5-3z',
  x: 'M4 4l16 16M20 4L4 20',
  linkedin: 'M4 9h4v11H4zM6 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM11 9h4v2a4 4 0 0 1 5 3v6h-4v-5a1.5 1.5 0 0 0-3 0v5h-2z',
  pinterest: 'M12 3a9 9 0 0 0-3.3 17.4l1.6-6.4M10 14a3 3 0 1 0 2-6c-3 0-4.5 2-4.5 4M12 21a9 9 0 1 0 0-18',
  whatsapp: 'M4 20l1.4-4.2A8 8 0 1 1 8.5 19zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.3-.6-2.4-1.7-3-3l1-1-1-2z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, label, size = 24 }: { name: IconName; label?: string; size?: number }): ReactNode {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The bundled icon an advantage's icon field names (`/media/banners/icon-truck.svg`), if any. */
export function bundledIconFor(value: string): IconName | undefined {
  const name = /icon-([a-z]+)\.svg$/i.exec(value)?.[1]?.toLowerCase();
  return name && name in PATHS ? (name as IconName) : undefined;
}
