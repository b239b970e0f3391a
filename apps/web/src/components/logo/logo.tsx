import clsx from 'clsx';
import { LogoMark } from './logo-mark';
import './logo.css';

export interface LogoProps {
  size?: 'sm' | 'md' | 'xl';
  className?: string;
}

/** The mark and the 'FanLens' wordmark. Wrap it in a link where it leads home. */
export function Logo({ size = 'md', className }: LogoProps) {
  return (
    <span className={clsx('logo', `logo--${size}`, className)}>
      <LogoMark className="logo__mark" />
      <span className="logo__word">
        Fan<span className="logo__accent">Lens</span>
      </span>
    </span>
  );
}
