import clsx from 'clsx';
import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** A circle (avatars) instead of a rounded bar. */
  circle?: boolean;
  className?: string;
}

/** A shimmering placeholder block. Decorative: the region around it says it is busy. */
export function Skeleton({ width, height, circle = false, className }: SkeletonProps) {
  return (
    <span
      className={clsx('skeleton', circle && 'skeleton--circle', className)}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}
