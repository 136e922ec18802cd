/** The `contactInfo` block: the shop's address, phone, email, opening hours and social links. */
import { useId } from 'react';
import type { Schemas } from '@attar/sdk';
import type { BlockProps } from '../types.ts';
import { safeHref } from '../../lib/safe-url.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import { Icon, type IconName } from './parts/icons.tsx';
import { SectionHeading } from './parts/section-heading.tsx';
import './blocks.css';

type Social = Schemas['SiteSocialLink'];

function SocialLinks({ links }: { links: readonly Social[] }) {
  const usable = links.flatMap((link) => {
    const href = safeHref(link.url);
    return href ? [{ ...link, href }] : [];
  });
  if (usable.length === 0) return null;
  return (
    <ul className="social-links" aria-label="Follow us">
      {usable.map((link) => (
        <li key={link.network + link.href}>
          <a href={link.href} rel="noopener noreferrer" className="social-link">
            <Icon name={link.network as IconName} />
            <span>{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ContactInfoBlock({ block }: BlockProps<'contactInfo'>) {
  const baseId = useId();
  return (
    <>
      {block.elements.map((element, n) => {
        const { heading, address, phone, email, hours, weekendHours } = element.fields;
        const headingId = `${baseId}-${n}`;
        const tel = safeHref(`tel:${textOf(phone).replace(/[^+0-9]/g, '')}`, { contact: true });
        const mail = safeHref(`mailto:${textOf(email)}`, { contact: true });
        return (
          <section key={element.elementId} className="contact-info" aria-labelledby={headingId} {...elementProps(element)}>
            <SectionHeading id={headingId} title={textOf(heading) || 'Get in touch'} />
            <ul className="contact-info-list">
              <li className="contact-info-item">
                <Icon name="pin" />
                <div>
                  <h3>Visit us</h3>
                  <address>{textOf(address)}</address>
                </div>
              </li>
              <li className="contact-info-item">
                <Icon name="phone" />
                <div>
                  <h3>Call us</h3>
                  {tel ? <a href={tel}>{textOf(phone)}</a> : <p>{textOf(phone)}</p>}
                </div>
              </li>
              <li className="contact-info-item">
                <Icon name="mail" />
                <div>
                  <h3>Write to us</h3>
                  {mail ? <a href={mail}>{textOf(email)}</a> : <p>{textOf(email)}</p>}
                </div>
              </li>
              <li className="contact-info-item">
                <Icon name="clock" />
                <div>
                  <h3>Opening hours</h3>
                  <p className="contact-info-hours">{textOf(hours)}</p>
                  {textOf(weekendHours) ? <p className="contact-info-hours">{textOf(weekendHours)}</p> : null}
                </div>
              </li>
            </ul>
            <SocialLinks links={element.socialLinks} />
          </section>
        );
      })}
    </>
  );
}
