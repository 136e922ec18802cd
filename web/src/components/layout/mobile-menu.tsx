/**
 * The menu on narrow screens: a Menu button opening a modal drawer (native `<dialog>`: focus stays
 * inside, Escape closes, focus returns to the button) with the search bar, the categories as
 * disclosures with their products, and the shopper's links. Closes on navigation and backdrop taps.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Icon } from './icons.tsx';
import type { MenuItem } from './menu-link.tsx';

/** The drawer's contents load the first time it opens. */
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer.tsx').then((m) => ({ default: m.MobileMenuDrawer })));

interface Props {
  items: readonly MenuItem[];
  /** The search form and account links, shown above and below the categories. */
  top?: ReactNode;
  bottom?: ReactNode;
}

export function MobileMenu({ items, top, bottom }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  // any navigation (a link in the drawer, back/forward) closes it
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <>
      <button
        type="button"
        className="header-action menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span className="visually-hidden">Menu</span>
      </button>
      <dialog
        ref={dialogRef}
        className="drawer"
        aria-label="Menu"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // a tap on the backdrop lands on the dialog element itself
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        {open ? (
          <Suspense fallback={null}>
            <MobileMenuDrawer items={items} top={top} bottom={bottom} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
