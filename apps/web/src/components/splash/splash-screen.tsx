import { SPLASH_ZOOM } from '@fanlens/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo/logo';
import './splash-screen.css';

const zoomStyle = {
  '--splash-zoom-from': SPLASH_ZOOM.from,
  '--splash-zoom-to': SPLASH_ZOOM.to,
  '--splash-zoom-duration': `${SPLASH_ZOOM.durationMs}ms`,
  '--splash-zoom-easing': SPLASH_ZOOM.easing,
} as CSSProperties;

/** The start-up screen: the logo zooming in on black, among blurred colour spots. */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <div className="splash" data-testid="splash" role="status" style={zoomStyle}>
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
