/**
 * The site footer (docs/product-rules.md §2): About, Policies, Useful Links and Contact columns from the
 * configuration, the brand promises, the cookie banner, the WhatsApp chat link and the mobile bottom
 * menu. Without a configuration: the copyright line only.
 */
import type { ReactNode } from 'react';
import { useSite, type SiteConfig } from '../../data/use-site.ts';
import { DeferredRegion } from '../../lib/deferred-region.tsx';
import { BottomMenu } from './bottom-menu.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { safeHref } from '../../lib/safe-url.ts';
import { MenuLink, shown } from './menu-link.tsx';
import { WhatsAppLink } from './whatsapp-link.tsx';
import './footer.css';

type Column = SiteConfig['footer']['columns'][number];

const telHref = (phone: string) => safeHref(`tel:${phone.replace(/[^\d+]/g, '')}`, { contact: true });

/** A contact line: a link when the allow-list takes its address, the text otherwise. */
const ContactLine = ({ href, text }: { href: string | undefined; text: string }) => (href ? <a href={href}>{text}</a> : text);

function ContactDetails({ column }: { column: Column }) {
  const contact = column.contact;
  if (!contact) return null;
  return (
    <>
      <address className="footer-address">{contact.address}</address>
      <ul className="footer-list">
        <li>
          <ContactLine href={telHref(contact.phone)} text={contact.phone} />
        </li>
        <li>
          <ContactLine href={safeHref(`mailto:${contact.email}`, { contact: true })} text={contact.email} />
        </li>
        <li>{contact.hours}</li>
        {contact.weekendHours ? <li>{contact.weekendHours}</li> : null}
      </ul>
    </>
  );
}

function FooterColumn({ column }: { column: Column }) {
  const links = shown(column.links);
  const socialLinks = (column.socialLinks ?? []).flatMap((social) => {
    const href = safeHref(social.url);
    return href ? [{ ...social, href }] : [];
  });
  const headingId = `footer-${column.columnId}`;
  return (
    <section className="footer-column" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-title">
        {column.title}
      </h2>
      {column.text ? <p className="footer-text">{column.text}</p> : null}
      {column.columnId === 'contact' ? <ContactDetails column={column} /> : null}
      {links.length > 0 ? (
        <ul className="footer-list">
          {links.map((link) => (
            <li key={link.id}>
              <MenuLink item={link}>{link.name}</MenuLink>
            </li>
          ))}
        </ul>
      ) : null}
      {socialLinks.length > 0 ? (
        <ul className="footer-social" aria-label="Follow us">
          {socialLinks.map((social) => (
            <li key={social.network}>
              <a href={social.href} target="_blank" rel="noopener noreferrer">
                {social.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function BrandPromises({ brand }: { brand: SiteConfig['brand'] }) {
  const promises: ReactNode[] = [brand.freeShipping, brand.payments, brand.courier];
  return (
    <ul className="footer-promises">
      {promises.map((text, i) => (
        <li key={i}>{text}</li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { data: site } = useSite();
  if (!site) {
    return (
      <footer className="site-footer">
        <p className="footer-copyright">© Attar House</p>
      </footer>
    );
  }
  const { footer } = site;
  return (
    <>
      {/* below the fold on every page: hydrated when wanted (lib/deferred-region.tsx) */}
      <DeferredRegion as="footer" className="site-footer">
        <div className="footer-inner">
          <BrandPromises brand={site.brand} />
          <div className="footer-columns">
            {footer.columns.map((column) => (
              <FooterColumn key={column.columnId} column={column} />
            ))}
          </div>
          <p className="footer-copyright">{footer.copyright}</p>
        </div>
      </DeferredRegion>
      <div className="frame-dock">
        <WhatsAppLink config={footer.whatsApp} />
        <CookieBanner banner={footer.cookieBanner} />
      </div>
      <BottomMenu site={site} />
    </>
  );
}
