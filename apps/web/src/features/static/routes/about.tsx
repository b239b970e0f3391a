import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /about: About page (SPEC.md section 2). */
export default function AboutRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.about.title')} lead={t('pages.about.lead')} />;
}
