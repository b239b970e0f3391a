import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /privacy: Privacy policy, loaded from its template file (SPEC.md section 2). */
export default function PrivacyRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.privacy.title')} />;
}
