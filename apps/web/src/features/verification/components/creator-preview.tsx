import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import { VerifiedIcon } from '@/components/icons/icons';
import { PlatformBadge } from '@/components/platform-badge/platform-badge';
import type { Creator } from '@/types/api';

/** The creator page being claimed: avatar, name, username and platform. */
export function CreatorPreview({ creator, label }: { creator: Creator; label?: string }) {
  const { t } = useTranslation();
  const name = creator.name || creator.username;
  return (
    <div className="creator-preview" data-testid="creator-preview">
      <Avatar name={name} src={creator.media.avatar} size="md" />
      <div className="stack creator-preview__who">
        {label && <p className="eyebrow creator-preview__label">{label}</p>}
        <p className="cluster creator-preview__name">
          <span>{name}</span>
          {creator.verified && (
            <span className="creator-preview__verified">
              <VerifiedIcon size={14} />
              {t('verification.preview.verified')}
            </span>
          )}
        </p>
        <p className="cluster creator-preview__handle">
          @{creator.username} <PlatformBadge platform={creator.platform} />
        </p>
      </div>
    </div>
  );
}
