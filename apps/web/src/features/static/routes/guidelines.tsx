import { GUIDELINE_SECTIONS } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import '../components/static.css';

/**
 * /guidelines: what a review may contain, what gets one held or hidden, how reviews are checked,
 * rated and ordered, how to report and to appeal. One section per GUIDELINE_SECTIONS entry, under
 * its stable anchor: statements of reasons link to them (docs/decisions/039-decisions-and-appeals.md).
 * Its texts are the `guidelines` catalogue of each language, so the server renders it whole.
 */
export default function GuidelinesRoute() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('guidelines.title')}
      lead={t('guidelines.lead')}
      className="legal-page"
      head={{ description: t('guidelines.lead') }}
    >
      <div className="legal-layout">
        <nav className="legal-toc" aria-label={t('guidelines.contents')}>
          <p className="eyebrow legal-toc__title">{t('guidelines.contents')}</p>
          <ol className="stack legal-toc__list">
            {GUIDELINE_SECTIONS.map(({ anchor }) => (
              <li key={anchor}>
                <a href={`#${anchor}`}>{t(`guidelines.sections.${anchor}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="card legal-content">
          {GUIDELINE_SECTIONS.map(({ anchor }) => (
            <section key={anchor} aria-labelledby={anchor} className="guidelines-section">
              <h2 id={anchor} tabIndex={-1}>
                {t(`guidelines.sections.${anchor}.title`)}
              </h2>
              {(t(`guidelines.sections.${anchor}.paragraphs`, { returnObjects: true }) as string[]).map((text) => (
                <p key={text}>{text}</p>
              ))}
              {anchor === 'how-reviews-are-checked' && (
                <p>
                  <Link to={paths.transparency()}>{t('guidelines.transparencyLink')}</Link>
                </p>
              )}
            </section>
          ))}
        </article>
      </div>
    </Page>
  );
}
