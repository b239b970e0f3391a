import clsx from 'clsx';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { CheckCircleIcon } from '@/components/icons/icons';
import { Stars } from '@/components/stars/stars';
import { paths } from '@/config/paths';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';
import { selectProfile, useProfileStore } from '@/lib/profile-store';
import type { Review } from '@/types/api';
import { HelpfulButton } from './helpful-button';
import { InvitedLabel } from './invited-label';
import { ReportButton } from './report-button';
import { ReviewReplies } from './review-replies';
import { ReviewTags } from './review-tags';
import './review-card.css';
import { useFormats } from '@/lib/formats';

export interface ReviewCardProps {
  review: Review;
  /** Shows a Reply button (Edit reply once there is one); the screen decides who may reply. */
  onReply?: (review: Review) => void;
  /** More actions in the footer (the author's Edit and Delete). */
  actions?: ReactNode;
  /** No helpful toggle and no Report (the moderation queue shows the review as evidence). */
  readOnly?: boolean;
  className?: string;
}

/**
 * A review (docs/product/reviews.md, "The review card"): author 'reviewed' creator, date, stars, the
 * comment as plain text, positive and negative tags, the creator's replies, the helpful
 * toggle (signed-in users who are not the author), "Report" (the same users) and, when allowed,
 * a Reply button. An edited review says "Edited" with the date; a hidden one (only its author
 * sees it) says so with the moderator's reason, and that it stays as it is while hidden; one the
 * checks hold (unusual activity) says it is pending checks and not public yet.
 */
export function ReviewCard({ review, onReply, actions, readOnly = false, className }: ReviewCardProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const id = useId();
  const signedIn = useAuthStore(selectIsSignedIn);
  const profile = useProfileStore(selectProfile);
  const author = review.name?.trim() || t('components.reviewCard.anonymous');
  const creator = review.creatorName?.trim() || `@${review.creatorUsername}`;
  const isAuthor = profile !== null && review.userId === profile.id;
  const canMarkHelpful = signedIn && !readOnly && !isAuthor && !review.hidden && !review.held;
  const canReport = signedIn && !readOnly && profile !== null && !isAuthor && !review.hidden && !review.held;
  const replied = review.reactions.length > 0;

  return (
    <article
      className={clsx('surface stack review-card', className)}
      aria-labelledby={`${id}-title`}
      data-testid="review-card"
    >
      <header className="review-card__head">
        <Avatar name={author} src={review.avatarUrl} size="md" />
        <div className="stack review-card__who">
          <p id={`${id}-title`} className="review-card__title">
            <span className="review-card__author">{author}</span>{' '}
            <span className="review-card__verb">{t('components.reviewCard.reviewed')}</span>{' '}
            <Link className="review-card__creator" to={paths.creator(review.creatorUsername)}>
              {creator}
            </Link>
          </p>
          <p className="cluster review-card__meta">
            <Stars rating={review.rating} />
            <time dateTime={review.createdAt}>{formats.date(review.createdAt)}</time>
            {review.edited && review.editedAt && (
              <span className="review-card__edited">
                {t('components.reviewCard.edited', { date: formats.date(review.editedAt) })}
              </span>
            )}
            {review.invited && <InvitedLabel />}
            {review.isSubscriber && (
              <span className="review-card__badge" title={t('components.reviewCard.subscriberHint')}>
                {t('components.reviewCard.subscriber')}
                <span className="visually-hidden"> ({t('components.reviewCard.subscriberHint')})</span>
              </span>
            )}
          </p>
          <AuthorFacts review={review} />
        </div>
      </header>

      {review.hidden && (
        <p className="review-card__hidden" role="note">
          <strong>{t('components.reviewCard.hidden')}</strong>{' '}
          {review.hiddenReason && t('components.reviewCard.hiddenReason', { reason: review.hiddenReason })}
          {isAuthor && <> {t('components.reviewCard.hiddenLocked')}</>}
        </p>
      )}

      {review.held && (
        <p className="review-card__held" role="note">
          <strong>{t('reviews.held.title')}</strong> {t('reviews.held.description')}
        </p>
      )}

      <p className="review-card__comment">{review.comment}</p>

      <ReviewTags positive={review.positive} negative={review.negative} />

      {replied && <ReviewReplies reactions={review.reactions} />}

      {(canMarkHelpful || canReport || onReply || actions || review.helpfulCount > 0) && (
        <footer className="cluster review-card__actions">
          {canMarkHelpful ? (
            <HelpfulButton review={review} />
          ) : (
            review.helpfulCount > 0 && (
              <p className="review-card__helpful-text">
                {t('components.reviewCard.foundHelpful', { count: review.helpfulCount })}
              </p>
            )
          )}
          {onReply && (
            <button type="button" className="chip review-card__reply" onClick={() => onReply(review)}>
              {replied ? t('components.reviewCard.editReply') : t('components.reviewCard.reply')}
            </button>
          )}
          {actions}
          {canReport && <ReportButton review={review} />}
        </footer>
      )}
    </article>
  );
}

/**
 * Who wrote the review, as FanLens knows it: the "Confirmed reviewer" mark (the author confirmed
 * their e-mail address), their number of published reviews and the month they joined (both left
 * out of an anonymous review, except for its author).
 */
function AuthorFacts({ review }: { review: Review }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const facts = [
    review.authorReviewCount !== null && t('components.reviewCard.authorReviews', { count: review.authorReviewCount }),
    review.authorSince !== null &&
      t('components.reviewCard.memberSince', { month: formats.memberSince(review.authorSince) }),
  ].filter((fact): fact is string => typeof fact === 'string');
  if (!review.authorConfirmed && facts.length === 0) return null;
  return (
    <p className="cluster review-card__facts" data-testid="review-author-facts">
      {review.authorConfirmed && (
        <span className="review-card__confirmed" title={t('components.reviewCard.confirmedHint')}>
          <CheckCircleIcon size={14} />
          {t('components.reviewCard.confirmed')}
        </span>
      )}
      {facts.map((fact) => (
        <span key={fact} className="review-card__fact">
          {fact}
        </span>
      ))}
    </p>
  );
}
