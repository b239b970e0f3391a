import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /terms: Terms of service, loaded from their template file (SPEC.md section 2). */
export default function TermsRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.terms.title')} />;
}
