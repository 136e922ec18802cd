/**
 * The WhatsApp chat link. The store's WhatsApp settings (`store.whatsappSettings`) decide
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

/**
 * The chat link: floating on phones (where it takes the bottom menu's last slot), one of the header's
 * actions on wider screens (`header`), so that it never floats over a call to action. Both read the
 * same settings call.
 */
export function WhatsAppLink({ config, placement = 'dock' }: { config: WhatsApp; placement?: 'dock' | 'header' }) {
  const { data: settings } = useAction('storeWhatsappSettings', config.enabled ? {} : null);
  // the chat address must be an https one the allow-list takes (lib/safe-url.ts), or there is no link
  const href = safeHref(settings?.chatUrl ?? configChatUrl(config));
  if (!config.enabled || settings?.enabled === false || !href) return null;
  if (placement === 'header')
    return (
      <a className="header-action wide-only" href={href} target="_blank" rel="noopener noreferrer">
        <span className="header-action-icon">
          <Icon name="whatsapp" />
        </span>
        <span className="action-label">Chat</span>
        <span className="visually-hidden"> with us on WhatsApp (opens in a new tab)</span>
      </a>
    );
  return (
    <aside className="whatsapp" aria-label="Chat">
      <a className="whatsapp-link" href={href} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" size={24} />
        <span className="visually-hidden">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
    </aside>
  );
}
