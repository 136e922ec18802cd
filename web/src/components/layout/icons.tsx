/**
 * The frame's icons (decorative: the text next to them, or the control's label, names them), drawn
 * from the storefront's cached sprite `public/icons.svg` (`f-<name>`), so no path data is in the
 * JavaScript.
 */
export type IconName = 'search' | 'pin' | 'heart' | 'bag' | 'user' | 'menu' | 'close' | 'chevron' | 'store' | 'calendar' | 'whatsapp';

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true" focusable="false">
      <use href={`${import.meta.env.BASE_URL}icons.svg#f-${name}`} />
    </svg>
  );
}
