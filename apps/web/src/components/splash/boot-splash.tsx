import { STARTUP_LOADER_MIN_MS } from '@fanlens/shared';
import { type AnimationEvent, useState } from 'react';
import { SplashScreen } from './splash-screen';

/**
 * The start-up splash of a server-rendered page (docs/product/site.md, "Start-up and splash"): it
 * comes with the HTML and its CSS, so it paints with the first bytes, stays STARTUP_LOADER_MIN_MS
 * from that paint (a CSS animation delay, no JavaScript needed) and fades into the page already
 * rendered beneath it.
 * It never waits for data.
 */
export function BootSplash() {
  const [done, setDone] = useState(false);
  if (done) return null;
  const onAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) setDone(true);
  };
  return <SplashScreen boot={{ delayMs: STARTUP_LOADER_MIN_MS, onAnimationEnd }} />;
}
