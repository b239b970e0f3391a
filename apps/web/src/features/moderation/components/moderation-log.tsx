import { DEFAULT_PAGE_SIZE, type ModerationLogEntry } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination/pagination';
import { useModerationLog } from '../api/moderation';
import { useFormats } from '@/lib/formats';

/** The moderation log: who did what to which review or creator page, when and why. */
export function ModerationLog() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [offset, setOffset] = useState(0);
  const log = useModerationLog(offset);
  if (log.isPending) return <p role="status">{t('components.loading')}</p>;
  if (log.isError || !log.data) return <p role="alert">{t('moderation.log.error')}</p>;
  if (log.data.results.length === 0) return <p className="moderation__empty">{t('moderation.log.empty')}</p>;
  return (
    <>
      <div className="moderation-log__scroll">
        <table className="moderation-log">
          <thead>
            <tr>
              <th scope="col">{t('moderation.log.when')}</th>
              <th scope="col">{t('moderation.log.who')}</th>
              <th scope="col">{t('moderation.log.what')}</th>
              <th scope="col">{t('moderation.log.why')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.results.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.createdAt}>{formats.dateTime(entry.createdAt)}</time>
                </td>
                <td>{entry.moderator?.name ?? entry.moderatorPseudonym ?? t('moderation.log.formerModerator')}</td>
                <td>
                  <LogAction entry={entry} />
                </td>
                <td>{entry.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        count={log.data.count}
        limit={log.data.limit || DEFAULT_PAGE_SIZE}
        offset={offset}
        onOffsetChange={setOffset}
      />
    </>
  );
}

/**
 * What was done, in plain words: 'Removed 3 held reviews of page @name' for a case ('Released 1 held
 * review of page @name · review 12' for one review of it), else the
 * action and what it touched ('Hid · review 12 · page @name').
 */
function LogAction({ entry }: { entry: ModerationLogEntry }) {
  const { t } = useTranslation();
  if (
    entry.reviewCount !== null &&
    entry.creator !== null &&
    (entry.action === 'release_case' || entry.action === 'remove_case')
  ) {
    return (
      <>
        {t(`moderation.log.cases.${entry.action}`, { count: entry.reviewCount, username: entry.creator.username })}
        {entry.reviewId !== null && ` · ${t('moderation.log.review', { id: entry.reviewId })}`}
      </>
    );
  }
  return (
    <>
      {t(`moderation.log.actions.${entry.action}`, { defaultValue: entry.action })}
      {entry.reviewId !== null && ` · ${t('moderation.log.review', { id: entry.reviewId })}`}
      {entry.authorPseudonym !== null && ` · ${t('moderation.log.author', { name: entry.authorPseudonym })}`}
      {entry.creator !== null && ` · ${t('moderation.log.page', { username: entry.creator.username })}`}
    </>
  );
}
