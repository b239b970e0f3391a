/** One entry of an Atom feed (RFC 4287): the elements it requires, and the ones FanLens gives. */
export interface AtomEntry {
  id: string;
  title: string;
  updated: Date | string;
  published?: Date | string;
  author: string;
  link: string;
  /** Plain text. */
  content: string;
}

export interface AtomFeed {
  /** A permanent IRI; FanLens uses the feed's own address. */
  id: string;
  title: string;
  subtitle?: string;
  /** The feed's address (rel="self") and the page it belongs to (rel="alternate"). */
  self: string;
  alternate: string;
  updated: Date | string;
  entries: AtomEntry[];
}

const escapeXml = (value: string) =>
  value
    // Characters XML 1.0 cannot hold at all (controls other than tab, newline, carriage return).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const iso = (value: Date | string) => new Date(value).toISOString();

/** A `tag:` IRI (RFC 4151) for an item of this site: stable across address changes of the item's page. */
export const tagIri = (publicUrl: string, specific: string) => `tag:${new URL(publicUrl).hostname},2025:${specific}`;

/** The Atom XML of a feed: every element RFC 4287 requires (feed and entry id, title, updated, author). */
export function atomXml(feed: AtomFeed): string {
  const entries = feed.entries.map((entry) =>
    [
      '  <entry>',
      `    <id>${escapeXml(entry.id)}</id>`,
      `    <title type="text">${escapeXml(entry.title)}</title>`,
      `    <updated>${iso(entry.updated)}</updated>`,
      ...(entry.published ? [`    <published>${iso(entry.published)}</published>`] : []),
      `    <author><name>${escapeXml(entry.author)}</name></author>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
      `    <content type="text">${escapeXml(entry.content)}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    ...(feed.subtitle ? [`  <subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`] : []),
    `  <updated>${iso(feed.updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternate)}"/>`,
    '  <author><name>FanLens</name></author>',
    '  <generator>FanLens</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
