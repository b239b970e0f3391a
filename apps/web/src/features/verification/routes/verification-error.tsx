import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /verification/error: Verification failed (SPEC.md section 2). */
export default function VerificationErrorRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.verificationError.title')} />;
}
