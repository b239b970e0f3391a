import { type CreatorFacets, GENDER_FILTERS, PLATFORM_NAMES, PRICE_FILTERS, RATING_FILTERS } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { ToggleSwitch } from '@/components/toggle-switch/toggle-switch';
import { PLATFORM_CHOICES, type PanelFilters } from '../utils/search-filters';
import { FilterRadioGroup } from './filter-radio-group';
import { LocationSwitch } from './location-switch';
import './filter-panel.css';

export interface FilterPanelProps {
  values: PanelFilters;
  /** Creators per option with the other filters applied (GET /creators/facets); absent while loading. */
  facets?: CreatorFacets;
  onChange: (patch: Partial<PanelFilters>) => void;
}

/** View NSFW, platform, rating, price, gender and (when the browser can) current location. */
export function FilterPanel({ values, facets, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="filter-panel">
      <div className="filter-panel__group filter-panel__group--switches">
        <ToggleSwitch
          className="filter-panel__switch"
          labelFirst
          label={t('search.filters.nsfw')}
          checked={values.nsfw}
          onCheckedChange={(nsfw) => onChange({ nsfw })}
        />
        <LocationSwitch coordinates={values.coordinates} onChange={(coordinates) => onChange({ coordinates })} />
      </div>
      <FilterRadioGroup
        label={t('search.filters.platform.label')}
        value={values.platform}
        onChange={(platform) => onChange({ platform })}
        options={PLATFORM_CHOICES.map((value) => ({
          value,
          label: value === 'any' ? t('search.filters.platform.any') : PLATFORM_NAMES[value],
          count: facets?.platform[value],
        }))}
      />
      <FilterRadioGroup
        label={t('search.filters.rating.label')}
        value={values.rating}
        onChange={(rating) => onChange({ rating })}
        options={RATING_FILTERS.map((value) => ({
          value,
          label: t(`search.filters.rating.${value}`),
          count: facets?.rating[value],
        }))}
      />
      <FilterRadioGroup
        label={t('search.filters.price.label')}
        value={values.price}
        onChange={(price) => onChange({ price })}
        options={PRICE_FILTERS.map((value) => ({
          value,
          label: t(`search.filters.price.${value}`),
          count: facets?.price[value],
        }))}
      />
      <FilterRadioGroup
        label={t('search.filters.gender.label')}
        value={values.gender}
        onChange={(gender) => onChange({ gender })}
        options={GENDER_FILTERS.map((value) => ({
          value,
          label: t(`search.filters.gender.${value}`),
          count: facets?.gender[value],
        }))}
      />
    </div>
  );
}
