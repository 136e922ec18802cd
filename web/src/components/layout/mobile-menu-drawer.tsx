/**
 * The contents of the narrow-screen menu drawer (mobile-menu.tsx): the search bar, the categories as
 * disclosures with their products, and the shopper's links. Loaded the first time the drawer opens.
 */
import { useId, useState, type ReactNode } from 'react';
import { Icon } from './icons.tsx';
import { MenuLink, shown, type MenuItem } from './menu-link.tsx';

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
      <button
        type="button"
        className="drawer-link drawer-disclosure"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
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

export function MobileMenuDrawer({
  items,
  top,
  bottom,
  onClose,
}: {
  items: readonly MenuItem[];
  top?: ReactNode;
  bottom?: ReactNode;
  onClose: () => void;
}) {
  return (
    <div
      className="drawer-inner"
      onClick={(event) => {
        // a link to the page already shown does not navigate, so close here too
        if (event.target instanceof Element && event.target.closest('a')) onClose();
      }}
    >
      <div className="drawer-head">
        <p className="drawer-title">Menu</p>
        <button type="button" className="header-action" onClick={() => onClose()}>
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
  );
}
