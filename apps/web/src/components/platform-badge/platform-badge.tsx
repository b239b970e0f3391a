import { PLATFORM_NAMES, type Platform } from '@fanlens/shared';
import clsx from 'clsx';
import './platform-badge.css';

/** The platform's name with its colour dot. */
export function PlatformBadge({ platform, className }: { platform: Platform; className?: string }) {
  return (
    <span className={clsx('platform-badge', `platform-badge--${platform}`, className)}>
      <span className="platform-badge__dot" aria-hidden="true" />
      {PLATFORM_NAMES[platform]}
    </span>
  );
}
