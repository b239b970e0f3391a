import { Parser } from 'htmlparser2';

/** What a profile page says about its creator in standard markup. */
export interface PageFacts {
  /** The first `content` of each `<meta property|name=…>` (keys in lower case: og:title, og:image…). */
  meta: Map<string, string>;
  /** Every `<meta name="rating">` content (adult, RTA-5042-1996-1400-1577-RTA…). */
  ratings: string[];
  /** The parsed `<script type="application/ld+json">` blocks (a block that is not JSON is skipped). */
  jsonLd: unknown[];
}

const isJsonLdScript = (attributes: Record<string, string>) =>
  (attributes.type ?? '').split(';')[0].trim().toLowerCase() === 'application/ld+json';

/**
 * Reads a profile page's Open Graph and meta tags and its JSON-LD blocks with an HTML parser in one
 * linear pass (entities decoded in attributes; script text taken raw); the rest is ignored.
 */
export function readPageFacts(html: string): PageFacts {
  const meta = new Map<string, string>();
  const ratings: string[] = [];
  const scripts: string[] = [];
  let script: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && isJsonLdScript(attributes)) script = [];
        if (name !== 'meta' || attributes.content === undefined) return;
        const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
        if (!key) return;
        if (key === 'rating') ratings.push(attributes.content);
        if (!meta.has(key)) meta.set(key, attributes.content);
      },
      ontext(text) {
        script?.push(text);
      },
      onclosetag(name) {
        if (name !== 'script' || !script) return;
        scripts.push(script.join(''));
        script = null;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  const jsonLd: unknown[] = [];
  for (const text of scripts) {
    try {
      jsonLd.push(JSON.parse(text));
    } catch {
      // Not JSON: a page's broken block says nothing.
    }
  }
  return { meta, ratings, jsonLd };
}
