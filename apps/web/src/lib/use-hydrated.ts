import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates its HTML, true after: what only the
 * browser knows (an address fragment, say) is read once this is true, so the first render matches
 * the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
