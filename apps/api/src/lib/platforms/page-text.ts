import sanitizeHtml from 'sanitize-html';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  sol: '/',
  colon: ':',
  period: '.',
  lowbar: '_',
  hyphen: '-',
  dash: '-',
};

/** Decodes the HTML character references a bio link can contain (named ones above, all numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The attributes of one start tag, names lower-cased, values decoded. */
function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
  for (const match of tag.matchAll(pattern)) {
    attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const DESCRIPTION_KEYS = new Set(['og:description', 'description', 'twitter:description']);

/** The page's og:description, meta description and twitter:description contents. */
export function metaDescriptions(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
    if (DESCRIPTION_KEYS.has(key) && attributes.content) found.push(attributes.content);
  }
  return found;
}

/** The targets of the page's links (a bio's link may show only as a link's href). */
export function linkTargets(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attributesOf(tag).href;
    if (href) found.push(href);
  }
  return found;
}

/** The text a visitor sees: markup, scripts, styles and the head left out, references decoded. */
export function visibleText(html: string): string {
  const text = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'noscript', 'template', 'textarea', 'option', 'title', 'head', 'svg'],
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Everything of an HTML page a bio can show up in: the meta descriptions, the link targets, the visible text. */
export function htmlBioText(html: string): string {
  return [...metaDescriptions(html), ...linkTargets(html), visibleText(html)].join('\n');
}

/** The string values at `paths` (dot paths; numbers index arrays) of a JSON document; none when it is not JSON. */
export function jsonFields(body: string, paths: readonly string[]): string[] {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const path of paths) {
    let value: unknown = document;
    for (const key of path.split('.')) {
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    }
    if (typeof value === 'string') found.push(value);
  }
  return found;
}

export const isJson = (contentType: string) => /\bjson\b/i.test(contentType);
