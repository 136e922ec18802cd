/** Title and description of the current page, from its content config. */
import { useEffect } from 'react';
import { useServerReads } from '../data/server-reads.ts';

const SITE = 'Attar House';

/**
 * A page template's text with its route placeholders filled from the URL: the category page's
 * configuration says `{categoryName} perfumes`, and `/category/For%20Him/CA00001` makes it
 * `For Him perfumes`. A placeholder the route does not have stays as it is.
 */
export function fillRoute(text: string | undefined, params: Readonly<Record<string, string | undefined>>): string | undefined {
  return text?.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}

/** The document title of a page title: the shop's name follows. */
export const documentTitle = (title: string): string => (title.includes(SITE) ? title : `${title} | ${SITE}`);

/**
 * Sets `<title>` and the meta description while the page is shown; on the server, hands them to the
 * document's head instead (entry-server.tsx).
 */
export function useSeo(title: string | undefined, description?: string): void {
  const server = useServerReads();
  if (server && title) {
    server.title = documentTitle(title);
    if (description) server.description = description;
  }
  useEffect(() => {
    if (!title) return;
    document.title = documentTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
