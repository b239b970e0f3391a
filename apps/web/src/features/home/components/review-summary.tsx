import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { Stars } from '@/components/stars/stars';
import { paths } from '@/config/paths';
import type { Review } from '@/types/api';
import { useFormats } from '@/lib/formats';

/** Longest comment excerpt, in characters, before an ellipsis. */
const EXCERPT_LENGTH = 180;

function excerpt(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= EXCERPT_LENGTH) return clean;
  return `${clean.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;
}

export interface ReviewSummaryProps {
  review: Review;
  /** The hero's sample review is larger. */
  featured?: boolean;
  className?: string;
}

/** A compact review: author, stars, an excerpt of the comment, the date and the creator reviewed. */
export function ReviewSummary({ review, featured = false, className }: ReviewSummaryProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const author = review.name?.trim() || t('home.review.anonymous');
  const creator = review.creatorName?.trim() || review.creatorUsername;
  return (
    <article className={clsx('review-summary', featured && 'review-summary--featured', className)}>
      <header className="review-summary__head">
        <Avatar name={author} src={review.avatarUrl} size={featured ? 'md' : 'sm'} />
        <div className="stack review-summary__who">
          <p className="review-summary__author">{author}</p>
          <time className="review-summary__date" dateTime={review.createdAt}>
            {formats.date(review.createdAt)}
          </time>
        </div>
        <Stars rating={review.rating} size={featured ? 'md' : 'sm'} className="review-summary__stars" />
      </header>
      <p className="stack review-summary__comment">“{excerpt(review.comment)}”</p>
      <p className="review-summary__creator">
        {t('home.review.aboutPrefix')}{' '}
        <Link
          className="review-summary__creator-link"
          to={paths.creator(review.creatorUsername)}
          aria-label={t('home.review.about', { name: creator })}
        >
          {creator}
        </Link>
      </p>
    </article>
  );
}
