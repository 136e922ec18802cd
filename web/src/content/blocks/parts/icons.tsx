/**
 * Small line icons shipped with the storefront (nothing fetched from elsewhere): controls, contact
 * details, social networks and the shop's advantages, drawn from the cached sprite `public/icons.svg`
 * (`c-<name>`). Decorative unless given a label.
 */
import type { ReactNode } from 'react';

const NAMES = [
  'prev',
  'next',
  'pause',
  'play',
  'close',
  'pin',
  'phone',
  'mail',
  'clock',
  'copy',
  'truck',
  'flask',
  'card',
  'globe',
  'sparkle',
  'instagram',
  'facebook',
  'youtube',
  'x',
  'linkedin',
  'pinterest',
  'whatsapp',
] as const;

export type IconName = (typeof NAMES)[number];

export function Icon({ name, label, size = 24 }: { name: IconName; label?: string; size?: number }): ReactNode {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`${import.meta.env.BASE_URL}icons.svg#c-${name}`} />
    </svg>
  );
}

/** The bundled icon an advantage's icon field names (`/media/banners/icon-truck.svg`), if any. */
export function bundledIconFor(value: string): IconName | undefined {
  const name = /icon-([a-z]+)\.svg$/i.exec(value)?.[1]?.toLowerCase();
  return name && (NAMES as readonly string[]).includes(name) ? (name as IconName) : undefined;
}
