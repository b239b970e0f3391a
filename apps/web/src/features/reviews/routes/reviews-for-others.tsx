import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /reviews/for-others: Reviews the user wrote about others (signed-in) (SPEC.md section 2). */
export default function ReviewsForOthersRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.reviewsForOthers.title')} lead={t('pages.reviewsForOthers.lead')} />;
}
