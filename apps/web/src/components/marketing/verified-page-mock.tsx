import { VerifiedIcon } from '@/components/icons/icons';
import { PlatformBadge } from '@/components/platform-badge/platform-badge';
import './marketing.css';

export interface VerifiedPageMockProps {
  name: string;
  handle: string;
  reviews: string;
  verified: string;
  reply: string;
  replyBy: string;
}

/** An illustration of a verified creator page with a reply; decorative (hidden from assistive technology). */
export function VerifiedPageMock({ name, handle, reviews, verified, reply, replyBy }: VerifiedPageMockProps) {
  return (
    <div className="stack page-mock" aria-hidden="true">
      <div className="page-mock__head">
        <span className="page-mock__avatar">{name.slice(0, 1)}</span>
        <div className="stack page-mock__who">
          <p className="cluster page-mock__name">
            {name}
            <span className="page-mock__verified">
              <VerifiedIcon size={16} />
              {verified}
            </span>
          </p>
          <p className="cluster page-mock__handle">
            {handle} <PlatformBadge platform="onlyfans" />
          </p>
        </div>
      </div>
      <p className="page-mock__rating">
        <span className="page-mock__stars">★★★★★</span>
        <strong>4.9</strong>
        <span>{reviews}</span>
      </p>
      <div className="stack page-mock__review">
        <span className="page-mock__bar page-mock__bar--long" />
        <span className="page-mock__bar" />
      </div>
      <blockquote className="page-mock__reply">
        <p className="eyebrow eyebrow--accent page-mock__reply-by">{replyBy}</p>
        <p>{reply}</p>
      </blockquote>
    </div>
  );
}
