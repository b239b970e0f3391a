/**
 * Whether the page needs its toaster yet: no page shows a toast before a user acts, so the
 * toaster (sonner) loads with the first toast instead of with every page.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const isToasterWanted = () => wanted;

/** Asks for the toaster; resolves once it is on the page (a toast sent before then would be lost). */
export function requestToaster(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

/** Called by the toaster once mounted. */
export const toasterMounted = () => markMounted();
