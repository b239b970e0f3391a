import { type ReactNode, useEffect, useState } from 'react';
import { SplashScreen } from '@/components/splash/splash-screen';
import { startApp } from './start-app';

/**
 * Shows the splash until the app has started (at least STARTUP_LOADER_MIN_MS). `ready`: the page
 * is already rendered (by the server, under its own splash), so the start runs behind it.
 */
export function AppStartup({ children, ready: startReady = false }: { children: ReactNode; ready?: boolean }) {
  const [ready, setReady] = useState(startReady);
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
