import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { Page } from '@/components/page/page';
import { Skeleton } from '@/components/skeleton/skeleton';
import { type TemplateName, useTemplate } from '../api/get-template';
import './static.css';

const formatDate = (value: string, language: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

/**
 * /privacy and /terms: the page's HTML template (our own file, cleaned before it is shown),
 * with a list of its sections; 'Failed to load HTML' and a retry when it cannot be loaded.
 */
export function LegalPage({ name, title }: { name: TemplateName; title: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const template = useTemplate(name);

  // Links inside the template to other screens stay in the app.
  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    if (href.startsWith('#')) {
      event.preventDefault();
      const heading = document.getElementById(href.slice(1));
      heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      heading?.focus({ preventScroll: true });
    } else if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      void navigate(href);
    }
  };

  const data = template.data;
  return (
    <Page
      title={title}
      lead={data?.updated ? `${t('static.template.updated')}: ${formatDate(data.updated, i18n.language)}` : undefined}
      className="legal-page"
    >
      {template.isPending ? (
        <div className="stack legal-page__loading" role="status" aria-label={t('static.template.loading')}>
          {[90, 100, 75, 95, 60].map((width, index) => (
            <Skeleton key={index} className="legal-page__line" width={`${width}%`} height={16} />
          ))}
        </div>
      ) : template.isError || !data ? (
        <FormAlert tone="error" className="legal-page__error">
          <span>{t('errors.templateLoad')}</span>
          <Button variant="secondary" size="sm" onClick={() => void template.refetch()}>
            {t('static.template.retry')}
          </Button>
        </FormAlert>
      ) : (
        <div className="legal-layout" onClick={followLink}>
          {data.sections.length > 1 && (
            <nav className="legal-toc" aria-label={t('static.template.contents')}>
              <p className="eyebrow legal-toc__title">{t('static.template.contents')}</p>
              <ol className="stack legal-toc__list">
                {data.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <article className="card legal-content" dangerouslySetInnerHTML={{ __html: data.html }} />
        </div>
      )}
    </Page>
  );
}
