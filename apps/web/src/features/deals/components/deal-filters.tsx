import { DEAL_SORTS, PLATFORMS, PLATFORM_NAMES, type Category } from '@fanlens/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleSwitch } from '@/components/toggle-switch/toggle-switch';
import type { DealPage } from '../utils/deal-page';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="stack deal-filters__field">
      <label htmlFor={id} className="deal-filters__label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export interface DealFiltersProps {
  page: DealPage;
  categories: Category[];
  onChange: (patch: Partial<DealPage>) => void;
}

/** The order and the search page's filters: platform, category (of the platform; NSFW ones only when shown) and NSFW. */
export function DealFilters({ page, categories, onChange }: DealFiltersProps) {
  const { t } = useTranslation();
  const shown = categories.filter(
    (category) => (!page.platform || category.platform === page.platform) && (page.nsfw || !category.nsfw),
  );
  return (
    <div className="deal-filters" role="group" aria-label={t('deals.filters.label')}>
      <Field label={t('deals.sort.label')}>
        {(id) => (
          <select
            id={id}
            className="select deal-filters__select"
            value={page.sort}
            onChange={(event) => onChange({ sort: event.target.value as DealPage['sort'] })}
          >
            {DEAL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`deals.sort.${sort}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('deals.filters.platform')}>
        {(id) => (
          <select
            id={id}
            className="select deal-filters__select"
            value={page.platform ?? ''}
            onChange={(event) =>
              onChange({ platform: (event.target.value || null) as DealPage['platform'], category: null })
            }
          >
            <option value="">{t('deals.filters.anyPlatform')}</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {PLATFORM_NAMES[platform]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('deals.filters.category')}>
        {(id) => (
          <select
            id={id}
            className="select deal-filters__select"
            value={page.category ?? ''}
            onChange={(event) => onChange({ category: event.target.value || null })}
          >
            <option value="">{t('deals.filters.anyCategory')}</option>
            {shown.map((category) => (
              <option key={category.slug} value={category.slug}>
                {page.platform ? category.name : `${category.name} (${PLATFORM_NAMES[category.platform]})`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ToggleSwitch
        className="deal-filters__switch"
        labelFirst
        label={t('deals.filters.nsfw')}
        checked={page.nsfw}
        onCheckedChange={(nsfw) => onChange({ nsfw, category: nsfw ? page.category : null })}
      />
    </div>
  );
}
