import { PLATFORM_NAMES, type NewPage } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button/button';
import { toast } from '@/components/toaster/toast';
import { paths } from '@/config/paths';
import { apiErrorText } from '@/lib/api-client';
import { useFormats } from '@/lib/formats';
import { useRemovalAction } from '../api/moderation';

export interface NewPageItemProps {
  page: NewPage;
  onRemove: (page: NewPage) => void;
}

/** One added page: the page (a link while it is up), its platform, who added it and when, its reviews, and Remove or Restore. */
export function NewPageItem({ page, onRemove }: NewPageItemProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const restoreAction = useRemovalAction();
  const { creator } = page;
  const removed = creator.removedAt !== null;
  const name = creator.name || creator.username;
  const date = formats.date(page.addedAt);

  const restore = async () => {
    try {
      await restoreAction.mutateAsync({ kind: 'restore', creatorId: creator.id });
      toast.success(t('moderation.newPages.restoreDone'));
    } catch (error) {
      toast.error(apiErrorText(error));
    }
  };

  return (
    <article
      className="queue-item"
      data-testid="new-page-item"
      aria-label={t('moderation.newPages.itemLabel', { username: creator.username })}
    >
      <header className="stack queue-item__head">
        <p className="queue-item__count">
          {removed ? <span>{name}</span> : <Link to={paths.creator(creator.username)}>{name}</Link>}{' '}
          <span className="queue-item__meta">
            @{creator.username} · {PLATFORM_NAMES[creator.platform]}
            {creator.verified && ` · ${t('moderation.newPages.verified')}`}
          </span>
        </p>
        <p className="queue-item__meta">
          {page.addedBy
            ? t('moderation.newPages.addedBy', { name: page.addedBy.name, date })
            : t('moderation.newPages.addedByGone', { date })}
          {' · '}
          <span className="queue-item__nowrap">{t('moderation.newPages.reviews', { count: page.reviewCount })}</span>
          {removed && (
            <>
              {' · '}
              <span className="queue-item__outcome queue-item__nowrap">
                {t('moderation.newPages.removed', { date: formats.date(creator.removedAt!) })}
              </span>
            </>
          )}
        </p>
      </header>
      <footer className="cluster queue-item__actions">
        {removed ? (
          <Button variant="secondary" size="sm" loading={restoreAction.isPending} onClick={() => void restore()}>
            {t('moderation.newPages.restore')}
          </Button>
        ) : (
          <Button variant="danger" size="sm" onClick={() => onRemove(page)}>
            {t('moderation.newPages.remove.action')}
          </Button>
        )}
      </footer>
    </article>
  );
}
