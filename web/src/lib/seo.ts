/** Title and description of the current page, from its content config. */
import { useEffect } from 'react';

const SITE = 'Attar House';

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
