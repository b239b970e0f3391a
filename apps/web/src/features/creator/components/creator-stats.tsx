import { useTranslation } from 'react-i18next';
import type { Creator } from '@/types/api';
import { useFormats } from '@/lib/formats';

const STATS = ['likes', 'photos', 'posts', 'videos', 'subscribers'] as const;

/** Likes, photos, posts, videos and fans; N/A when the platform does not say (SPEC.md section 2). */
export function CreatorStats({ counters }: { counters: Creator['counters'] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <dl className="creator-stats" aria-label={t('creator.stats.label')}>
      {STATS.map((stat) => {
        const value = counters[stat];
        return (
          <div key={stat} className="creator-stats__item" data-testid={`stat-${stat}`}>
            <dt className="creator-stats__label">{t(`creator.stats.${stat}`)}</dt>
            <dd className="creator-stats__value" title={value === null ? undefined : formats.count(value)}>
              {value === null ? t('creator.stats.notAvailable') : formats.compact(value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
