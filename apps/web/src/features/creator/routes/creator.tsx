import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/page/page';

/** /:username: creator profile with reviews (SPEC.md section 2). */
export default function CreatorRoute() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  return (
    <Page title={username} documentTitle={`${username} · ${t('pages.creator.title')}`} lead={t('pages.creator.lead')} />
  );
}
