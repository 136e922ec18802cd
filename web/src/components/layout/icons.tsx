/**
 * The frame's icons (decorative: the text next to them, or the control's label, names them), drawn
 * from the symbols `frame-icons.svg` that the build puts into index.html (`f-<name>`): no path data in
 * the JavaScript and no request for them.
 */
export type IconName =
  | 'search'
  | 'pin'
  | 'heart'
  | 'bag'
  | 'user'
  | 'menu'
  | 'close'
  | 'chevron'
  | 'store'
  | 'calendar'
  | 'whatsapp';

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#f-${name}`} />
    </svg>
  );
}
