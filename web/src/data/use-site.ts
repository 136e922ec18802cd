/**
 * The site configuration (header, footer, menus, cookie banner, analytics, font, icon, scripts): one
 * SWR read shared by every part of the frame. The store's features are read from it through features.ts.
 * @example
 * const { data: site, error } = useSite();
 */
import type { SWRResponse } from 'swr';
import type { ActionData, AttarError } from '@attar/sdk';
import { useAction } from './use-action.ts';

export type SiteConfig = ActionData<'contentSite'>;

/** The site configuration read (`contentSite`), as an SWR response. */
export function useSite(): SWRResponse<SiteConfig, AttarError> {
  return useAction('contentSite', {});
}
