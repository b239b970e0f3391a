import { TRANSPARENCY_FIRST_YEAR } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '@/lib/api-request';

const FORMATS = [
  { extension: 'csv', label: 'CSV' },
  { extension: 'json', label: 'JSON' },
] as const;

/** Links to the machine-readable figures of the current year and the one before (as far back as they go). */
export function YearDownloads() {
  const { t } = useTranslation();
  const current = new Date().getUTCFullYear();
  const years = [current, current - 1].filter((year) => year >= TRANSPARENCY_FIRST_YEAR);
  return (
    <p className="cluster transparency-figures__downloads" data-testid="transparency-downloads">
      <span>{t('transparency.figures.download')}</span>
      {years.flatMap((year) =>
        FORMATS.map((format) => (
          <a
            key={`${year}-${format.extension}`}
            href={`${API_BASE}/transparency.${format.extension}?year=${year}`}
            download
          >
            {t('transparency.figures.downloadFile', { year, format: format.label })}
          </a>
        )),
      )}
    </p>
  );
}
