import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { FilterIcon } from '@/components/icons/icons';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { type PanelFilters, type SearchFilters, countActiveFilters, panelFiltersOf } from '../utils/search-filters';
import './filters-dialog.css';

// The overlay loads the first time it opens: the page paints and hydrates without it.
const FiltersDialogPanel = lazy(() =>
  import('./filters-dialog-panel').then((module) => ({ default: module.FiltersDialogPanel })),
);

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
  const { open, opened, show, setOpen } = useOpenedOnce();
  const active = countActiveFilters(panelFiltersOf(filters));
  return (
    <>
      <Button
        variant="secondary"
        className="filters-dialog__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        <FilterIcon size={16} />
        {t('search.filters.open')}
        {active > 0 && (
          <span className="filters-dialog__badge">
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">{t('search.filters.activeCount', { count: active })}</span>
          </span>
        )}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FiltersDialogPanel open={open} onOpenChange={setOpen} filters={filters} onApply={onApply} />
        </Suspense>
      )}
    </>
  );
}
