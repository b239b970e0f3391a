import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Creator } from '@/types/api';
import { useFormats } from '@/lib/formats';

const STATS = ['likes', 'photos', 'posts', 'videos', 'subscribers'] as const;

/** Likes, photos, posts, videos and fans; N/A when the platform does not say (docs/product/creator-page.md). */
export function CreatorStats({ counters }: { counters: Creator['counters'] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const texts = STATS.map((stat) => {
    const value = counters[stat];
    return value === null ? t('creator.stats.notAvailable') : formats.compact(value);
  });
  // Longer than English's '78.4K': the figures are set smaller to stay on one line (creator.css).
  const long = texts.some((text) => text.length > 5);
  return (
    <dl className={clsx('creator-stats', long && 'creator-stats--long')} aria-label={t('creator.stats.label')}>
      {STATS.map((stat, index) => {
        const value = counters[stat];
        return (
          <div key={stat} className="creator-stats__item" data-testid={`stat-${stat}`}>
            <dt className="creator-stats__label">{t(`creator.stats.${stat}`)}</dt>
            <dd className="creator-stats__value" title={value === null ? undefined : formats.count(value)}>
              {texts[index]}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
