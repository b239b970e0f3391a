import { useTranslation } from 'react-i18next';
import { REMOVAL_SECTION_ID } from '@/config/paths';
import { RemovalRequestForm } from './removal-request-form';
import './removal-requests.css';

/** The about page's "Request removal of a page" section (the footer links here). */
export function RemovalRequestSection() {
  const { t } = useTranslation();
  return (
    <section id={REMOVAL_SECTION_ID} className="removal-section" aria-labelledby="removal-section-title">
      <div className="removal-section__intro">
        <h2 id="removal-section-title" className="removal-section__title">
          {t('removalRequests.title')}
        </h2>
        <p className="removal-section__text">{t('removalRequests.lead')}</p>
        <p className="removal-section__text">{t('removalRequests.process')}</p>
      </div>
      <div className="removal-section__form">
        <RemovalRequestForm />
      </div>
    </section>
  );
}
