import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton/skeleton';
import { useFormats } from '@/lib/formats';

/** '1–10 of 245': the positions of this page's results among all of them ('No data' says the rest). */
export function ResultCount({ count, offset, shown }: { count?: number; offset: number; shown: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (count === undefined) return <Skeleton width={110} height={18} className="search__count-skeleton" />;
  if (count === 0 || shown === 0) return null;
  const from = offset + 1;
  const to = offset + shown;
  return (
    <p className="search__count" data-testid="result-count">
      {t('search.count', { from: formats.count(from), to: formats.count(to), total: formats.count(count) })}
    </p>
  );
}
