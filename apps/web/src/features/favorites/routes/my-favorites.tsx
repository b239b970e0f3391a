import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';

/** /my-favorites: Favorites list (signed-in) (SPEC.md section 2). */
export default function MyFavoritesRoute() {
  const { t } = useTranslation();
  return <Page title={t('pages.myFavorites.title')} lead={t('pages.myFavorites.lead')} />;
}
