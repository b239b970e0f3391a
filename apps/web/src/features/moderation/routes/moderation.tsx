import { REPORT_QUEUE_SORTS, type ReportQueueSort } from '@fanlens/shared';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/page/page';
import type { Review } from '@/types/api';
import { useAppealQueue } from '../api/appeals';
import { useRemovalQueue, useReportQueue } from '../api/moderation';
import { useCaseQueue } from '../api/review-cases';
import { HideDialog } from '../components/hide-dialog';
import { AppealQueue } from '../components/appeal-queue';
import { CaseQueue } from '../components/case-queue';
import { ModerationLog } from '../components/moderation-log';
import { NewPagesQueue } from '../components/new-pages-queue';
import { QueueItem } from '../components/queue-item';
import { QueuePage } from '../components/queue-page';
import { RemovalQueue } from '../components/removal-queue';
import '@/components/reply-dialog/reply-dialog.css';
import '../components/moderation.css';

const TABS = [
  'open',
  'resolved',
  'cases',
  'cases-decided',
  'removals',
  'removals-decided',
  'appeals',
  'appeals-decided',
  'new-pages',
  'log',
] as const;
type Tab = (typeof TABS)[number];

const parseTab = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'open';
const parseSort = (value: string | null): ReportQueueSort =>
  (REPORT_QUEUE_SORTS as readonly string[]).includes(value ?? '') ? (value as ReportQueueSort) : 'oldest';

/**
 * /moderation (moderators only): the reported reviews (open or resolved; oldest first or most
 * reported) with Hide, Restore and Dismiss, the cases of unusual review activity (open, with
 * Release and Remove; decided), the removal requests (open, with Remove page and
 * Decline; decided, with Restore page), the appeals against decisions (open, with Uphold and
 * Reverse; decided), the pages people added lately (Remove with a reason,
 * Restore), and the log of every action. The queues' tabs show how many wait. Tab and sort live
 * in the address.
 */
export default function ModerationRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const sort = parseSort(searchParams.get('sort'));
  const set = (next: { tab?: Tab; sort?: ReportQueueSort }) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      const nextTab = next.tab ?? tab;
      const nextSort = next.sort ?? sort;
      if (nextTab === 'open') params.delete('tab');
      else params.set('tab', nextTab);
      if (nextSort === 'oldest') params.delete('sort');
      else params.set('sort', nextSort);
      return params;
    });

  const openCounts = useOpenCounts();

  return (
    <Page title={t('moderation.title')} lead={t('moderation.lead')} className="moderation">
      <div className="cluster moderation__bar">
        <div className="moderation__tabs" role="group" aria-label={t('moderation.tabsLabel')}>
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              className={clsx('moderation__tab', tab === name && 'moderation__tab--on')}
              aria-pressed={tab === name}
              onClick={() => set({ tab: name })}
            >
              {t(`moderation.tabs.${name}`)}
              {openCounts[name] !== undefined && (
                <span className="moderation__tab-count">
                  <span className="visually-hidden">: </span>
                  {openCounts[name]}
                </span>
              )}
            </button>
          ))}
        </div>
        {(tab === 'open' || tab === 'resolved') && <SortSelect value={sort} onChange={(next) => set({ sort: next })} />}
      </div>
      {tab === 'log' ? (
        <ModerationLog />
      ) : tab === 'cases' || tab === 'cases-decided' ? (
        <CaseQueue key={tab} status={tab === 'cases' ? 'open' : 'decided'} />
      ) : tab === 'removals' || tab === 'removals-decided' ? (
        <RemovalQueue key={tab} status={tab === 'removals' ? 'open' : 'resolved'} />
      ) : tab === 'appeals' || tab === 'appeals-decided' ? (
        <AppealQueue key={tab} status={tab === 'appeals' ? 'open' : 'decided'} />
      ) : tab === 'new-pages' ? (
        <NewPagesQueue />
      ) : (
        <Queue key={`${tab}-${sort}`} status={tab} sort={sort} />
      )}
    </Page>
  );
}

function Queue({ status, sort }: { status: 'open' | 'resolved'; sort: ReportQueueSort }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [hiding, setHiding] = useState<Review | null>(null);
  const queue = useReportQueue({ status, sort, offset });
  return (
    <QueuePage
      queue={queue}
      offset={offset}
      onOffsetChange={setOffset}
      texts={{
        error: t('moderation.queue.error'),
        count: (count) => t('moderation.queue.count', { count }),
        empty: t(`moderation.queue.empty.${status}`),
      }}
      keyOf={(item) => item.review.id}
      renderItem={(item) => <QueueItem item={item} onHide={setHiding} />}
      after={<HideDialog review={hiding} onClose={() => setHiding(null)} />}
    />
  );
}

/** How many wait in each open queue: the first page of each (what its tab shows first, so shared). */
function useOpenCounts(): Partial<Record<Tab, number>> {
  const reports = useReportQueue({ status: 'open', sort: 'oldest', offset: 0 });
  const cases = useCaseQueue({ status: 'open', offset: 0 });
  const removals = useRemovalQueue({ status: 'open', offset: 0 });
  const appeals = useAppealQueue({ status: 'open', offset: 0 });
  return {
    open: reports.data?.count,
    cases: cases.data?.count,
    removals: removals.data?.count,
    appeals: appeals.data?.count,
  };
}

function SortSelect({ value, onChange }: { value: ReportQueueSort; onChange: (sort: ReportQueueSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="stack moderation__sort">
      <label htmlFor={id} className="moderation__sort-label">
        {t('moderation.sort.label')}
      </label>
      <select
        id={id}
        className="moderation__sort-select"
        value={value}
        onChange={(event) => onChange(event.target.value as ReportQueueSort)}
      >
        {REPORT_QUEUE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`moderation.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
