import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page';

/** /privacy: the privacy policy, loaded from its template file (docs/product/site.md, "Static pages"). */
export default function PrivacyRoute() {
  const { t } = useTranslation();
  return <LegalPage name="privacy" title={t('pages.privacy.title')} />;
}
