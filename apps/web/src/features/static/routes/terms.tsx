import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page';

/** /terms: the terms of service, loaded from their template file (docs/product/site.md, "Static pages"). */
export default function TermsRoute() {
  const { t } = useTranslation();
  return <LegalPage name="terms" title={t('pages.terms.title')} />;
}
