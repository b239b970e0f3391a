import { REQUEST_TIMEOUT_MS } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { readTemplate, type Template } from '../components/template-html';

export type TemplateName = 'privacy' | 'terms';

/**
 * GET /templates/{name}.html: the static page's HTML file (apps/web/public/templates), read
 * and cleaned. Throws on a failed request, a timeout, or a file that is not a template (an
 * HTML fallback page, say).
 */
export async function getTemplate(name: TemplateName, { signal }: { signal?: AbortSignal } = {}): Promise<Template> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await fetch(`/templates/${name}.html`, {
      headers: { Accept: 'text/html' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`The ${name} template could not be loaded (HTTP ${response.status})`);
    return readTemplate(await response.text());
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

export const templateQueryOptions = (name: TemplateName) =>
  queryOptions({
    queryKey: [queryRoots.templates, name],
    queryFn: ({ signal }) => getTemplate(name, { signal }),
    staleTime: Infinity,
    retry: false,
  });

export function useTemplate(name: TemplateName) {
  return useQuery(templateQueryOptions(name));
}
