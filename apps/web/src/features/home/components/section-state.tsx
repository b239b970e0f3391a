import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';

/** What a home section shows instead of its content: 'No data', or an error with a retry. */
export function SectionState({ error, onRetry }: { error?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (!error) return <p className="cluster empty-state home-section__state">{t('home.section.empty')}</p>;
  return (
    <div className="cluster empty-state home-section__state" role="alert">
      <p>{t('home.section.error')}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('home.section.retry')}
        </Button>
      )}
    </div>
  );
}
