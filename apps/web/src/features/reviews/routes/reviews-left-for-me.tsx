import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /reviews/left-for-me: Reviews received, with replies (creators only) (SPEC.md section 2). */
export default function ReviewsLeftForMeRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.reviewsLeftForMe.title')} lead={t('pages.reviewsLeftForMe.lead')} />;
}
