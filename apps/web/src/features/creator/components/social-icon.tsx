import type { SocialLink } from '@fanlens/shared';
import type { ReactNode } from 'react';
import { StrokeIcon } from '@/components/icons/icons';

/** Simple line drawings standing for each link kind (no brand artwork, nothing loaded). */
const GLYPHS: Record<SocialLink, ReactNode> = {
  facebook: <path d="M14 8h2V4.5h-2.5A3.5 3.5 0 0 0 10 8v2.5H8V14h2v6.5h3.5V14h2.3l.5-3.5h-2.8V9a1 1 0 0 1 1-1Z" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" />
    </>
  ),
  patreon: (
    <>
      <circle cx="14.5" cy="9.5" r="5.5" />
      <path d="M4.5 4v16" />
    </>
  ),
  twitch: (
    <>
      <path d="M4.5 3.5 3.5 7v12h4v2.5h2.5l2.5-2.5h3.5l4.5-4.5V3.5Z" />
      <path d="M11 8v4M15.5 8v4" />
    </>
  ),
  graphtreon: (
    <>
      <path d="M4 20V4M4 20h16" />
      <path d="m7.5 15 4-4.5 3 2.5 5-6" />
    </>
  ),
  twitter: (
    <path d="M21 5.5c-.7.3-1.4.5-2.1.6.8-.5 1.3-1.2 1.6-2-.7.4-1.5.7-2.3.9A3.6 3.6 0 0 0 12 7.3c0 .3 0 .6.1.8-3-.1-5.7-1.6-7.5-3.8-.3.6-.5 1.2-.5 1.8 0 1.3.6 2.4 1.6 3-.6 0-1.1-.2-1.6-.4 0 1.7 1.2 3.2 2.9 3.5-.5.2-1.1.2-1.6.1.5 1.4 1.8 2.5 3.4 2.5A7.3 7.3 0 0 1 3 16.3 10.3 10.3 0 0 0 8.6 18c6.7 0 10.3-5.6 10.3-10.4v-.5c.8-.5 1.5-1.1 2-1.6Z" />
  ),
  website: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5Z" />
    </>
  ),
  wishlist: (
    <>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8.5h14V12M12 8v12.5M12 8c-1.5-3.5-5.5-4-5.5-1.5S10 8 12 8Zm0 0c1.5-3.5 5.5-4 5.5-1.5S14 8 12 8Z" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3Z" />
    </>
  ),
};

export function SocialIcon({ kind }: { kind: SocialLink }) {
  return (
    <StrokeIcon size={18} strokeWidth={1.8}>
      {GLYPHS[kind]}
    </StrokeIcon>
  );
}
