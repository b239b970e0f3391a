import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /categories: Categories grouped by platform (SPEC.md section 2). */
export default function CategoriesRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.categories.title')} lead={t('pages.categories.lead')} />;
}
