/**
 * The floating WhatsApp chat link. The store's WhatsApp settings (`store.whatsappSettings`) decide
 * when they load; the footer configuration (`footer.whatsApp`) is the switch and the fallback link.
 */
import { useAction } from '../../data/use-action.ts';
import type { SiteConfig } from '../../data/use-site.ts';
import { safeHref } from '../../lib/safe-url.ts';
import { Icon } from './icons.tsx';

type WhatsApp = SiteConfig['footer']['whatsApp'];

/** The chat URL with the prefilled message, built from the configuration. */
export function configChatUrl(config: WhatsApp): string {
  if (!config.prefilledMessage || config.link.includes('text=')) return config.link;
  const separator = config.link.includes('?') ? '&' : '?';
  return `${config.link}${separator}text=${encodeURIComponent(config.prefilledMessage)}`;
}

export function WhatsAppLink({ config }: { config: WhatsApp }) {
  const { data: settings } = useAction('storeWhatsappSettings', config.enabled ? {} : null);
  // the chat address must be an https one the allow-list takes (lib/safe-url.ts), or there is no link
  const href = safeHref(settings?.chatUrl ?? configChatUrl(config));
  if (!config.enabled || settings?.enabled === false || !href) return null;
  return (
    <aside className="whatsapp" aria-label="Chat">
      <a className="whatsapp-link" href={href} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" size={28} />
        <span className="visually-hidden">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
    </aside>
  );
}
