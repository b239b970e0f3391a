import { SPLASH_ZOOM } from '@fanlens/shared';
import type { AnimationEventHandler, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo/logo';
import './splash-screen.css';

const zoomStyle = {
  '--splash-zoom-from': SPLASH_ZOOM.from,
  '--splash-zoom-to': SPLASH_ZOOM.to,
  '--splash-zoom-duration': `${SPLASH_ZOOM.durationMs}ms`,
  '--splash-zoom-easing': SPLASH_ZOOM.easing,
} as CSSProperties;

export interface SplashScreenProps {
  /** Over a server-rendered page: fades out by itself after `delayMs`. */
  boot?: { delayMs: number; onAnimationEnd: AnimationEventHandler<HTMLDivElement> };
}

/** The start-up screen: the logo zooming in on black, among blurred colour spots. */
export function SplashScreen({ boot }: SplashScreenProps = {}) {
  const { t } = useTranslation();
  const style = boot ? ({ ...zoomStyle, '--splash-boot-delay': `${boot.delayMs}ms` } as CSSProperties) : zoomStyle;
  return (
    <div
      className={boot ? 'splash splash--boot' : 'splash'}
      data-testid="splash"
      role="status"
      style={style}
      onAnimationEnd={boot?.onAnimationEnd}
    >
      <div className="splash__spots" aria-hidden="true">
        <span className="splash__spot splash__spot--pink" />
        <span className="splash__spot splash__spot--violet" />
        <span className="splash__spot splash__spot--amber" />
        <span className="splash__spot splash__spot--teal" />
      </div>
      <div className="splash__logo">
        <Logo size="xl" />
      </div>
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
