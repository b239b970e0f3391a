import { DEFAULT_LANGUAGE, REQUEST_TIMEOUT_MS, isLanguage } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { readTemplate, type Template } from '../components/template-html';

export type TemplateName = 'privacy' | 'terms';

/** The file of a static page in a language: `privacy.html` in English, `privacy.es.html` in Spanish. */
export const templateFile = (name: TemplateName, language: string) =>
  isLanguage(language) && language !== DEFAULT_LANGUAGE ? `${name}.${language}.html` : `${name}.html`;

/**
 * GET /templates/{name}[.{language}].html: the static page's HTML file in the interface's language
 * (apps/web/public/templates), read and cleaned. Throws on a failed request, a timeout, or a file
 * that is not a template (an HTML fallback page, say).
 */
export async function getTemplate(
  name: TemplateName,
  { signal, language = DEFAULT_LANGUAGE }: { signal?: AbortSignal; language?: string } = {},
): Promise<Template> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await fetch(`/templates/${templateFile(name, language)}`, {
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

export const templateQueryOptions = (name: TemplateName, language: string = DEFAULT_LANGUAGE) =>
  queryOptions({
    queryKey: [queryRoots.templates, name, language],
    queryFn: ({ signal }) => getTemplate(name, { signal, language }),
    staleTime: Infinity,
    retry: false,
  });

/** The static page in the interface's language (loaded again when the language changes). */
export function useTemplate(name: TemplateName) {
  const { i18n } = useTranslation();
  return useQuery(templateQueryOptions(name, i18n.language));
}
