import { createContext, useContext, useEffect } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** A screen's head: what link previews, crawlers and the browser tab read. */
export interface HeadData {
  /** The whole document title ('… · FanLens'). */
  title?: string;
  description?: string;
  /** The canonical address as a path ('/alice'); the server makes it absolute with PUBLIC_URL. */
  canonicalPath?: string;
  /** The share image as a path or an absolute address. */
  image?: string;
  /** Open Graph type: 'profile' on creator pages. */
  type?: 'website' | 'profile';
  /** `robots` meta, e.g. 'noindex, follow' for filtered search pages. */
  robots?: string;
  /** Adult content (SafeSearch): `<meta name="rating" content="adult">`. */
  adult?: boolean;
  /** Structured data (schema.org objects), one JSON-LD script each; `absolute` makes a path a full URL. */
  jsonLd?: (absolute: (path: string) => string) => object[];
}

/** On the server, the head of the page being rendered is collected here. */
export const HeadContext = createContext<HeadData | null>(null);

/**
 * Declares the screen's head. On the server it is collected into the HTML's <head>; in the
 * browser the title follows navigation (rendered after hydration, so both renders match).
 */
export function PageHead(head: HeadData) {
  const collected = useContext(HeadContext);
  if (collected) Object.assign(collected, head);
  const hydrated = useHydrated();
  useEffect(() => {
    // The server's <title> gives way to the one React keeps up to date from here on.
    document.head.querySelector('title[data-server-head]')?.remove();
  }, []);
  return hydrated && head.title ? <title>{head.title}</title> : null;
}
