/** `attar store`: store-wide information and forms. */
import { defineGroup } from '../../command.ts';
import contact from './contact.ts';
import countries from './countries.ts';
import page from './page.ts';
import regions from './regions.ts';
import serviceability from './serviceability.ts';
import site from './site.ts';
import subscribe from './subscribe.ts';
import whatsapp from './whatsapp.ts';

export default defineGroup({
  name: 'store',
  summary: 'Store information: site, pages, countries, regions, WhatsApp, delivery, forms',
  examples: ['attar store site', 'attar store subscribe ananya.rao@example.in'],
  commands: [site, page, countries, regions, whatsapp, serviceability, subscribe, contact],
});
