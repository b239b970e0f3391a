import { Suspense, lazy, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToaster } from './toaster-store';

const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

/** Where the toaster goes once the first toast asks for it (never in the server's HTML). */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
