import { PLATFORM_NAMES, type RemovalRequest } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/components/toaster/toast';
import { Button } from '@/components/button/button';
import { paths } from '@/config/paths';
import { apiErrorText } from '@/lib/api-client';
import { useRemovalAction } from '../api/moderation';
import { useFormats } from '@/lib/formats';

export interface RemovalItemProps {
  request: RemovalRequest;
  onDecide: (request: RemovalRequest, accept: boolean) => void;
}

/** One removal request: the page, who asks and why, and the decision (or what was decided). */
export function RemovalItem({ request, onDecide }: RemovalItemProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const action = useRemovalAction();
  const { creator } = request;
  const removed = creator.removedAt !== null;

  const restore = async () => {
    try {
      await action.mutateAsync({ kind: 'restore', creatorId: creator.id });
      toast.success(t('moderation.removals.restoreDone'));
    } catch (error) {
      toast.error(apiErrorText(error));
    }
  };

  return (
    <article
      className="queue-item"
      data-testid="removal-item"
      aria-label={t('moderation.removals.itemLabel', { id: request.id })}
    >
      <header className="stack queue-item__head">
        <p className="queue-item__count">
          {removed ? (
            <span>{creator.name ?? creator.username}</span>
          ) : (
            <Link to={paths.creator(creator.username)}>{creator.name ?? creator.username}</Link>
          )}{' '}
          <span className="queue-item__meta">
            @{creator.username} · {PLATFORM_NAMES[creator.platform]}
            {creator.verified && ` · ${t('moderation.removals.verified')}`}
          </span>
        </p>
        <p className="queue-item__meta">
          {t('moderation.removals.requested', { date: formats.date(request.createdAt), email: request.email })}
          {request.openForPage > 1 && ` · ${t('moderation.removals.openForPage', { count: request.openForPage })}`}
          {request.status !== 'open' && (
            <>
              {' · '}
              <span className="queue-item__outcome">{t(`moderation.removals.status.${request.status}`)}</span>
            </>
          )}
          {removed && request.status === 'open' && ` · ${t('moderation.removals.alreadyRemoved')}`}
        </p>
        <blockquote className="queue-item__details">
          <span className="visually-hidden">{t('moderation.removals.reason')}: </span>
          {request.reason}
        </blockquote>
        {request.decisionNote && (
          <p className="queue-item__meta">{t('moderation.removals.noteShown', { note: request.decisionNote })}</p>
        )}
      </header>
      <footer className="cluster queue-item__actions">
        {request.status === 'open' && (
          <>
            <Button variant="secondary" size="sm" onClick={() => onDecide(request, false)}>
              {t('moderation.removals.decline.action')}
            </Button>
            <Button variant="danger" size="sm" onClick={() => onDecide(request, true)}>
              {t('moderation.removals.accept.action')}
            </Button>
          </>
        )}
        {request.status !== 'open' && removed && (
          <Button variant="secondary" size="sm" loading={action.isPending} onClick={() => void restore()}>
            {t('moderation.removals.restore')}
          </Button>
        )}
      </footer>
    </article>
  );
}
