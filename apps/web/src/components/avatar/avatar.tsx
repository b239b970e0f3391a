import { avatarHue, avatarInitials, initialsAvatarName } from '@fanlens/shared';
import clsx from 'clsx';
import type { CSSProperties } from 'react';
import './avatar.css';

export interface AvatarProps {
  name: string | null | undefined;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** First letters of up to two words: 'Ada Lovelace' → 'AL'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || '?'
  );
}

/**
 * A round picture, or the initials when there is none. The API's initials avatars
 * (`/api/avatars/<name>.svg`) are drawn here in HTML, the same letters on the same colours,
 * rather than fetched and painted as one image per person. Decorative: name it in the parent.
 */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const drawn = src ? initialsAvatarName(src) : null;
  if (drawn !== null) {
    const hue = { '--avatar-hue': avatarHue(drawn) } as CSSProperties;
    return (
      <span className={clsx('avatar', 'avatar--drawn', `avatar--${size}`, className)} style={hue} aria-hidden="true">
        {avatarInitials(drawn)}
      </span>
    );
  }
  return (
    <span className={clsx('avatar', `avatar--${size}`, className)} aria-hidden="true">
      {src ? <img className="avatar__image" src={src} alt="" /> : initialsOf(name)}
    </span>
  );
}
