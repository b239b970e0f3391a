import sanitizeHtml from 'sanitize-html';

/** The markup a creator bio may keep (the web renders the same allowlist, see bio-html.ts there). */
const BIO_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'svg', 'math', 'iframe'],
};

/**
 * A creator bio as stored: sanitised on write with sanitize-html (scripts, styles, event handlers,
 * unsafe links and unknown tags removed; the text of unknown tags kept). Every writer of
 * `creators.bio` stores only what this returns.
 */
export function sanitizeBio(html: string): string {
  return sanitizeHtml(html, BIO_OPTIONS).trim();
}
