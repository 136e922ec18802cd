/**
 * The menu on narrow screens: a Menu button opening a modal drawer (native `<dialog>`: focus stays
 * inside, Escape closes, focus returns to the button) with the search bar, the categories as
 * disclosures with their products, and the shopper's links. Closes on navigation and backdrop taps.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Icon } from './icons.tsx';
import { MenuLink, shown, type MenuItem } from './menu-link.tsx';

interface Props {
  items: readonly MenuItem[];
  /** The search form and account links, shown above and below the categories. */
  top?: ReactNode;
  bottom?: ReactNode;
}

function CategoryDisclosure({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const children = shown(item.children);
  if (children.length === 0) {
    return (
      <MenuLink item={item} className="drawer-link">
        {item.name}
      </MenuLink>
    );
  }
  return (
    <>
      <button type="button" className="drawer-link drawer-disclosure" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {item.name}
        <Icon name="chevron" size={18} />
      </button>
      <ul id={id} className="drawer-sublist" hidden={!open}>
        <li>
          <MenuLink item={item} className="drawer-sublink drawer-sublink-all">
            Shop all {item.name}
          </MenuLink>
        </li>
        {children.map((child) => (
          <li key={child.id}>
            <MenuLink item={child} className="drawer-sublink">
              {child.name}
            </MenuLink>
          </li>
        ))}
      </ul>
    </>
  );
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
      <button type="button" className="header-action menu-button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
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
          <div
            className="drawer-inner"
            onClick={(event) => {
              // a link to the page already shown does not navigate, so close here too
              if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
            }}
          >
            <div className="drawer-head">
              <p className="drawer-title">Menu</p>
              <button type="button" className="header-action" onClick={() => setOpen(false)}>
                <Icon name="close" />
                <span className="visually-hidden">Close menu</span>
              </button>
            </div>
            {top}
            {shown(items).length > 0 ? (
              <nav aria-label="Shop by category (menu)">
                <ul className="drawer-list">
                  {shown(items).map((item) => (
                    <li key={item.id}>
                      <CategoryDisclosure item={item} />
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {bottom}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
