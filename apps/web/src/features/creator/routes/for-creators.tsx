import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /creators: Landing page for creators (SPEC.md section 2). */
export default function ForCreatorsRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.forCreators.title')} lead={t('pages.forCreators.lead')} />;
}
