import type { Reaction } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import { useFormats } from '@/lib/formats';

/** The creator's replies under a review: avatar, name, date and comment. */
export function ReviewReplies({ reactions }: { reactions: Reaction[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <ul role="list" className="stack review-card__replies" aria-label={t('components.reviewCard.replies')}>
      {reactions.map((reaction) => {
        const name = reaction.name?.trim() || t('components.reviewCard.creator');
        return (
          <li key={reaction.id} className="review-card__reply-item" data-testid="review-reply">
            <Avatar name={name} src={reaction.avatar} size="sm" />
            <div className="stack review-card__reply-body">
              <p className="cluster review-card__reply-head">
                <span className="review-card__reply-name">{name}</span>
                <span className="review-card__reply-label">{t('components.reviewCard.creatorReply')}</span>
                <time className="review-card__reply-date" dateTime={reaction.createdAt}>
                  {formats.date(reaction.createdAt)}
                </time>
              </p>
              <p className="review-card__reply-comment">{reaction.comment}</p>
              {reaction.answersEarlierVersion && (
                <p className="review-card__reply-note">{t('components.reviewCard.answersEarlierVersion')}</p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
