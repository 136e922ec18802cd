/** Title and description of the current page, from its content config. */
import { useEffect } from 'react';

const SITE = 'Attar House';

/**
 * A page template's text with its route placeholders filled from the URL: the category page's
 * configuration says `{categoryName} perfumes`, and `/category/For%20Him/CA00001` makes it
 * `For Him perfumes`. A placeholder the route does not have stays as it is.
 */
export function fillRoute(text: string | undefined, params: Readonly<Record<string, string | undefined>>): string | undefined {
  return text?.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}

/** Sets `<title>` and the meta description while the page is shown. */
export function useSeo(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = title.includes(SITE) ? title : `${title} | ${SITE}`;
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
