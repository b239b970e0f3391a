import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/error-view/error-view';

/** Any other path: the error page with status 404. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return <ErrorView status={404} message={t('errors.api.notFound')} />;
}
