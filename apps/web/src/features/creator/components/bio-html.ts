import { decodeHtmlEntities } from '@fanlens/shared';
import { createElement, type ReactNode } from 'react';
import { ELEMENT_NODE, type ElementNode, type Node, TEXT_NODE, parse } from 'ultrahtml';

/** Elements kept (as themselves, or as the element named); anything else keeps only its text. */
const KEPT: Record<string, string> = {
  p: 'p',
  br: 'br',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  s: 's',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  blockquote: 'blockquote',
  a: 'a',
  h1: 'p',
  h2: 'p',
  h3: 'p',
  h4: 'p',
  h5: 'p',
  h6: 'p',
  div: 'p',
};

/** Elements dropped with everything inside them (code, embeds, media, forms, metadata). */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'head',
  'title',
]);

const VOID = new Set(['br']);

/** Only web and mail links; `javascript:`, `data:` and relative links are not followed. */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:' ? url.href : null;
  } catch {
    return null;
  }
}

function convert(node: Node, key: string): ReactNode {
  if (node.type === TEXT_NODE) return decodeHtmlEntities(node.value as string);
  if (node.type !== ELEMENT_NODE) return null;
  const element = node as ElementNode;
  const tag = element.name.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = element.children.map((child, index) => convert(child, `${key}.${index}`));
  const target = KEPT[tag];
  if (!target) return children;
  if (VOID.has(target)) return createElement(target, { key });
  if (target === 'a') {
    const href = safeHref(decodeHtmlEntities(element.attributes.href ?? ''));
    if (!href) return children;
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' }, ...children);
  }
  return createElement(target, { key }, ...children);
}

const nodesOf = (html: string): Node[] => (parse(html) as { children: Node[] }).children;

/**
 * A creator bio (HTML, sanitised by the API on write) as React elements, through an allowlist:
 * text formatting, lists, paragraphs and web links only. No attribute is copied except a
 * checked link address, so event handlers, styles and scripts never reach the page, and no
 * HTML string is ever injected. The parser (ultrahtml, a few KB: the stored bio is well-formed
 * sanitize-html output, which escapes only &, < and > in text and " in attributes) is the same
 * on the server and in the browser, so both render the same elements.
 */
export function bioToReact(html: string): ReactNode[] {
  return nodesOf(html).map((child, index) => convert(child, String(index)));
}

function textOf(node: Node): string {
  if (node.type === TEXT_NODE) return decodeHtmlEntities(node.value as string);
  if (node.type !== ELEMENT_NODE) return '';
  const element = node as ElementNode;
  if (DROPPED.has(element.name.toLowerCase())) return '';
  return element.children.map(textOf).join(' ');
}

/** A creator bio as plain text (for the page description), whitespace collapsed. */
export function bioToText(html: string): string {
  return nodesOf(html).map(textOf).join(' ').replace(/\s+/g, ' ').trim();
}
