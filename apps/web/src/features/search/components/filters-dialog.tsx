import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CloseIcon, FilterIcon } from '@/components/icons/icons';
import { useFacets } from '../api/get-facets';
import {
  DEFAULT_PANEL_FILTERS,
  type PanelFilters,
  type SearchFilters,
  countActiveFilters,
  panelFiltersOf,
} from '../utils/search-filters';
import { FilterPanel } from './filter-panel';
import './filters-dialog.css';

export interface FiltersDialogProps {
  /** The applied filters (the panel edits a draft of their panel part; its counts follow the draft). */
  filters: SearchFilters;
  onApply: (values: PanelFilters) => void;
}

/**
 * Under 720 px the filters open in an overlay: changes are a draft until Apply (Reset goes
 * back to the defaults; closing drops the draft).
 */
export function FiltersDialog({ filters, onApply }: FiltersDialogProps) {
  const { t } = useTranslation();
  const values = panelFiltersOf(filters);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(values);
  const facets = useFacets({ ...filters, ...draft }, { enabled: open });
  const active = countActiveFilters(values);
  const onOpenChange = (next: boolean) => {
    if (next) setDraft(values);
    setOpen(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="filters-dialog__trigger">
          <FilterIcon size={16} />
          {t('search.filters.open')}
          {active > 0 && (
            <span className="filters-dialog__badge">
              <span aria-hidden="true">{active}</span>
              <span className="visually-hidden">{t('search.filters.activeCount', { count: active })}</span>
            </span>
          )}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="filters-dialog__overlay" />
        <Dialog.Content className="filters-dialog" aria-describedby={undefined}>
          <div className="filters-dialog__head">
            <Dialog.Title className="filters-dialog__title">{t('search.filters.title')}</Dialog.Title>
            <Dialog.Close className="filters-dialog__close" aria-label={t('search.filters.close')}>
              <CloseIcon size={18} />
            </Dialog.Close>
          </div>
          <div className="filters-dialog__body">
            <FilterPanel
              values={draft}
              facets={facets.data}
              onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            />
          </div>
          <div className="filters-dialog__foot">
            <Button variant="ghost" onClick={() => setDraft(DEFAULT_PANEL_FILTERS)}>
              {t('search.filters.reset')}
            </Button>
            <Button
              className="filters-dialog__apply"
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              {t('search.filters.apply')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
