/** A static page's template, ready to render: its cleaned HTML and its sections (for the contents list). */
export interface Template {
  html: string;
  sections: { id: string; title: string }[];
  updated: string | null;
}

/** Elements removed with their content: nothing in a template may run code or load anything. */
const REMOVED =
  'script, style, iframe, frame, object, embed, form, input, button, textarea, select, link, meta, base, img, svg, video, audio, template';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Only links within the site, to an anchor, or to web and mail addresses. */
function safeHref(value: string): boolean {
  const href = value.trim();
  if (href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//'))) return true;
  return /^(https?:|mailto:)/i.test(href);
}

/**
 * Reads a template file: the `<article data-template>` element of the document (anything
 * else, like the app's own index.html served as a fallback, is refused), with scripts,
 * embeds, styles, event handlers and unsafe links removed, every h2 given an id.
 */
export function readTemplate(source: string): Template {
  const document = new DOMParser().parseFromString(source, 'text/html');
  const article = document.querySelector('article[data-template]');
  if (!article) throw new Error('Not a page template');
  for (const element of Array.from(article.querySelectorAll(REMOVED))) element.remove();
  for (const element of Array.from(article.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const keep = ['href', 'id', 'class', 'title', 'lang', 'datetime', 'colspan', 'rowspan', 'scope'].includes(name);
      if (!keep || (name === 'href' && !safeHref(attribute.value))) element.removeAttribute(attribute.name);
    }
    if (element.tagName === 'A' && /^(https?:)?\/\//i.test(element.getAttribute('href') ?? '')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const sections = Array.from(article.querySelectorAll('h2'), (heading, index) => {
    const title = heading.textContent?.trim() ?? '';
    const id = heading.id || `section-${slug(title) || index + 1}`;
    heading.id = id;
    heading.setAttribute('tabindex', '-1');
    return { id, title };
  });
  const updated = article.getAttribute('data-updated');
  return { html: article.innerHTML.trim(), sections, updated };
}
