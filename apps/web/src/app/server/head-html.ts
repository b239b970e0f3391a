import { DEFAULT_LANGUAGE, type Language } from '@fanlens/shared';
import type { HeadData } from '@/components/page/page-head';

export const SITE_NAME = 'FanLens';
export const DEFAULT_TITLE = 'FanLens';
/** Open Graph's locale of each language. */
const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES', de: 'de_DE' };
/** The share image of pages without their own (in the web app's public files). */
export const DEFAULT_IMAGE = '/share.png';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An absolute address on the site: always PUBLIC_URL followed by the path ('//host/x' and
 * 'https://host/x' name paths of this site, never another host).
 */
export function absolute(publicUrl: string, pathOrUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  let path = pathOrUrl;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) && URL.canParse(path)) {
    const url = new URL(path);
    path = url.pathname + url.search + url.hash;
  }
  return `${base}/${path.replace(/^[/\\]+/, '')}`;
}

/** JSON inside a script element: nothing in it can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The <head> tags of a page: title, description, canonical address, robots and SafeSearch
 * rating, Open Graph (with its locale) and Twitter card, alternate forms (oEmbed), JSON-LD. Addresses are absolute, from
 * PUBLIC_URL. `description` is the page language's site description, for pages without their own.
 */
export function headHtml(
  head: HeadData,
  {
    publicUrl,
    path,
    language = DEFAULT_LANGUAGE,
    description: siteDescription,
  }: { publicUrl: string; path: string; language?: Language; description: string },
): string {
  const title = head.title ?? DEFAULT_TITLE;
  const description = head.description ?? siteDescription;
  const url = absolute(publicUrl, head.canonicalPath ?? path);
  const image = absolute(publicUrl, head.image ?? DEFAULT_IMAGE);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title data-server-head>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    head.robots ? meta('name', 'robots', head.robots) : '',
    head.adult ? meta('name', 'rating', 'adult') : '',
    head.robots ? meta('name', 'robots', head.robots) : '',
    head.adult ? meta('name', 'rating', 'adult') : '',
    ...(head.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absolute(publicUrl, feed.path))}" />`,
    ),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...(head.alternates?.((pathOrUrl) => absolute(publicUrl, pathOrUrl)) ?? []).map(
      (link) =>
        `<link rel="alternate" type="${escapeHtml(link.type)}" href="${escapeHtml(absolute(publicUrl, link.href))}"` +
        `${link.title ? ` title="${escapeHtml(link.title)}"` : ''} />`,
    ),
    ...(head.jsonLd?.((pathOrUrl) => absolute(publicUrl, pathOrUrl)) ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}
