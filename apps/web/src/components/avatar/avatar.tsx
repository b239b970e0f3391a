import clsx from 'clsx';
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

/** A round picture, or the initials when there is none. Decorative: name it in the parent. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  return (
    <span className={clsx('avatar', `avatar--${size}`, className)} aria-hidden="true">
      {src ? <img className="avatar__image" src={src} alt="" /> : initialsOf(name)}
    </span>
  );
}
