import { Parser } from 'htmlparser2';

const DESCRIPTION_KEYS = new Set(['og:description', 'description', 'twitter:description']);
const HIDDEN_TAGS = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'option', 'title', 'head', 'svg']);

/**
 * The bio fields of a profile page: its og:description, meta description and twitter:description
 * (the platforms publish the bio there), entities decoded. Read with an HTML parser in one pass
 * (linear in the page, whatever its markup); the rest of the page is not the bio and is ignored.
 */
export function metaDescriptions(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'meta') return;
        const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
        if (DESCRIPTION_KEYS.has(key) && attributes.content) found.push(attributes.content);
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}

/**
 * The text of a bio that may hold markup (a JSON bio field): its visible text and its links'
 * targets (a bio's link may show only as a link), scripts and styles left out, entities decoded.
 */
export function fragmentText(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (HIDDEN_TAGS.has(name)) hidden += 1;
        if (name === 'a' && attributes.href) parts.push(` ${attributes.href} `);
      },
      ontext(text) {
        if (hidden === 0) parts.push(text);
      },
      onclosetag(name) {
        if (HIDDEN_TAGS.has(name) && hidden > 0) hidden -= 1;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return parts.join('').replace(/\s+/g, ' ').trim();
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
