/**
 * The site configuration's `imageHosts`, for every image from configuration (lib/safe-url.ts):
 * provided once by the page wrapper, so an image reads a context instead of the site's SWR entry.
 * Without it (before the configuration arrives, or in a test) only same-origin images show.
 */
import { createContext, useContext } from 'react';

const NONE: readonly string[] = [];
const ImageHostsContext = createContext<readonly string[]>(NONE);

export const ImageHostsProvider = ImageHostsContext.Provider;

/** The hosts images from configuration may come from, besides the shop's own origin. */
export const useImageHosts = (): readonly string[] => useContext(ImageHostsContext);
