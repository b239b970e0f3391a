import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button/button-link';
import { paths } from '@/config/paths';
import './error-view.css';
import { PageHead } from '@/components/page/page-head';

export interface ErrorViewProps {
  status?: number | null;
  /** Defaults to the generic API error text. */
  message?: string | null;
}

/** 'Oops!', the status, the message and a way back home (docs/product/site.md, "The error page"). */
export function ErrorView({ status, message }: ErrorViewProps) {
  const { t } = useTranslation();
  const text = message?.trim() || t('errors.api.other');
  return (
    <section className="error-view container" data-testid="error-page" aria-labelledby="error-view-title">
      <PageHead title={`${status ? `${status} · ` : ''}${t('errorPage.title')} · FanLens`} />
      <div className="stack error-view__card">
        <h1 id="error-view-title" className="error-view__title">
          {t('errorPage.title')}
        </h1>
        {status ? (
          <p className="error-view__status">
            <span className="visually-hidden">{t('errorPage.status', { status })}</span>
            <span aria-hidden="true">{status}</span>
          </p>
        ) : null}
        <p className="error-view__message">{text}</p>
        <ButtonLink to={paths.home()} size="lg">
          {t('errorPage.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
