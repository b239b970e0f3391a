/**
 * Text made safe inside HTML or XML, in content and in quoted attributes: & < > " ' become
 * numeric character references.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
