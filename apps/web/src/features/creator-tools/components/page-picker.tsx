import { PLATFORM_NAMES } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import type { Creator } from '@/types/api';

/** Chooses one of the user's creator pages (shown only with more than one). */
export function PagePicker({
  pages,
  value,
  onChange,
}: {
  pages: Creator[];
  value: number;
  onChange: (creatorId: number) => void;
}) {
  const { t } = useTranslation();
  if (pages.length < 2) return null;
  return (
    <div className="page-picker">
      <label className="page-picker__label" htmlFor="creator-page-picker">
        {t('creatorTools.pagePicker')}
      </label>
      <select
        id="creator-page-picker"
        className="select page-picker__select"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {pages.map((page) => (
          <option key={page.id} value={page.id}>
            {`@${page.username} · ${PLATFORM_NAMES[page.platform]}`}
          </option>
        ))}
      </select>
    </div>
  );
}
