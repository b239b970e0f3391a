import { type ReactNode, useEffect, useState } from 'react';
import { SplashScreen } from '@/components/splash/splash-screen';
import { startApp } from './start-app';

/** Shows the splash until the app has started (at least STARTUP_LOADER_MIN_MS). */
export function AppStartup({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void startApp().then(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return ready ? children : <SplashScreen />;
}
