import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CheckIcon } from './verification-icons';

const BENEFITS = ['badge', 'reply', 'card'] as const;

/** Beside the form: what a verified page gives, and where to read more. */
export function VerificationAside() {
  const { t } = useTranslation();
  return (
    <aside className="card verification-aside" aria-labelledby="verification-aside-title">
      <h2 id="verification-aside-title" className="verification-aside__title">
        {t('verification.landing.why.title')}
      </h2>
      <ul className="stack verification-aside__list" role="list">
        {BENEFITS.map((key) => (
          <li key={key} className="verification-aside__item">
            <span className="verification-aside__check">
              <CheckIcon size={14} />
            </span>
            <span>
              <strong>{t(`verification.landing.why.${key}.title`)}</strong>
              <span className="verification-aside__text">{t(`verification.landing.why.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <Link to={paths.forCreators()} className="verification-aside__more">
        {t('verification.aside.more')}
      </Link>
    </aside>
  );
}
