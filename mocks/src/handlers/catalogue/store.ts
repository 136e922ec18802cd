/** Store lookups served by the search service: countries and the WhatsApp chat settings. */
import type { ActionHandlers } from '../../core/context.ts';

export const storeHandlers = {
  storeCountries: ({ shop }) => ({ items: shop.state.catalogue.countries.map((c) => ({ ...c })) }),
  storeWhatsappSettings: ({ shop }) => ({ ...shop.state.catalogue.whatsapp }),
} satisfies Partial<ActionHandlers>;
