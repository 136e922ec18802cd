/** The third-party pieces the page wrapper sets up, in one lazily loaded chunk (use-site-integrations.ts). */
export { loadWebFont } from '../../integrations/font-loader.ts';
export { configureIdentityProvider } from '../../integrations/identity.ts';
export { setSiteIcon } from '../../integrations/site-icon.ts';
export { setupTagManager } from '../../integrations/tag-manager.ts';
