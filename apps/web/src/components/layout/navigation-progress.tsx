import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import './navigation-progress.css';

/** A thin bar at the top while the next screen loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="navigation-progress" role="progressbar" aria-label={t('app.pageLoading')}>
      <span className="navigation-progress__bar" />
    </div>
  );
}
