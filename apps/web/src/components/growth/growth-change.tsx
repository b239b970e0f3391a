import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/formats';

/** '+1,240 fans in 30 days' ('−35 fans…' for a loss), the number written the language's way. */
export function GrowthChange({ subscribers }: { subscribers: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const sign = subscribers > 0 ? '+' : subscribers < 0 ? '\u2212' : '';
  const value = `${sign}${formats.count(Math.abs(subscribers))}`;
  return (
    <p className="growth__change" data-testid="growth-change">
      {t('components.growth.change', { count: Math.abs(subscribers), value })}
    </p>
  );
}
