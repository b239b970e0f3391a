import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /search: Search and filter results (SPEC.md section 2). */
export default function SearchRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.search.title')} lead={t('pages.search.lead')} />;
}
