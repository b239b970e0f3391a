import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /verification/success: Verification succeeded (SPEC.md section 2). */
export default function VerificationSuccessRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.verificationSuccess.title')} />;
}
