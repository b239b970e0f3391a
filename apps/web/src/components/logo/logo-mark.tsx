import { useId } from 'react';

/** The FanLens mark: a lens with a spark inside, in the brand gradient. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="4" y1="4" x2="36" y2="36" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#ff4d8d" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <circle cx="18" cy="18" r="12" fill="none" stroke={`url(#${gradient})`} strokeWidth="4" />
      <path d="M27.5 27.5 35 35" stroke={`url(#${gradient})`} strokeWidth="5" strokeLinecap="round" />
      <path
        d="M18 10.5c.7 3.6 2.3 5.8 6 7.5-3.7 1.7-5.3 3.9-6 7.5-.7-3.6-2.3-5.8-6-7.5 3.7-1.7 5.3-3.9 6-7.5Z"
        fill={`url(#${gradient})`}
      />
    </svg>
  );
}
