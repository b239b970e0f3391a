import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CloseIcon } from '@/components/icons/icons';
import { useFacets } from '../api/get-facets';
import { DEFAULT_PANEL_FILTERS, type PanelFilters, type SearchFilters, panelFiltersOf } from '../utils/search-filters';
import { FilterPanel } from './filter-panel';

export interface FiltersDialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The applied filters (the panel edits a draft of their panel part; its counts follow the draft). */
  filters: SearchFilters;
  onApply: (values: PanelFilters) => void;
}

/** The overlay of the filters: changes are a draft until Apply; closing drops the draft. */
export function FiltersDialogPanel({ open, onOpenChange, filters, onApply }: FiltersDialogPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => panelFiltersOf(filters));
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the applied filters.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(panelFiltersOf(filters));
  }
  const facets = useFacets({ ...filters, ...draft }, { enabled: open });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay filters-dialog__overlay" />
        <Dialog.Content className="sheet sheet--bottom filters-dialog" aria-describedby={undefined}>
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
                onOpenChange(false);
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
