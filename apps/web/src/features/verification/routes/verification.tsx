import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /verification: Verification form (signed-in) (SPEC.md section 2). */
export default function VerificationRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.verification.title')} lead={t('pages.verification.lead')} />;
}
