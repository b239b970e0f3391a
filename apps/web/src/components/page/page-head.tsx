import { createContext, useContext, useLayoutEffect } from 'react';

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
  /** Feeds of the page (Atom): `<link rel="alternate" type="application/atom+xml">` each. */
  feeds?: { title: string; path: string }[];
  /** Structured data (schema.org objects), one JSON-LD script each; `absolute` makes a path a full URL. */
  jsonLd?: (absolute: (path: string) => string) => object[];
  /** Other forms of the page (`<link rel="alternate">`: oEmbed, feeds); `absolute` makes a path a full URL. */
  alternates?: (absolute: (path: string) => string) => { type: string; href: string; title?: string }[];
}

/** On the server, the head of the page being rendered is collected here. */
export const HeadContext = createContext<HeadData | null>(null);

/**
 * Declares the screen's head. On the server it is collected into the HTML's <head>; in the
 * browser the title follows navigation. Set from a layout effect, it renders nothing, so hydration
 * finds the same tree and has nothing to render again.
 */
export function PageHead(head: HeadData) {
  const collected = useContext(HeadContext);
  if (collected) Object.assign(collected, head);
  const { title } = head;
  // In the commit that shows the screen, before it paints.
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
