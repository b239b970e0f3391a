import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether the browser can tell (jsdom and old browsers cannot: there the element counts as near). */
const canObserve = typeof window !== 'undefined' && 'IntersectionObserver' in window;

/**
 * Whether the element has come within a screen of the viewport (and stays true from then on): for
 * work a page should do only when scrolled to, not while it loads (a carousel measuring its
 * slides, a chart fetching its figures). Without IntersectionObserver, or while `enabled` is
 * false, `near` is what `enabled` is: true at once, or never.
 */
export function useNearViewport<T extends HTMLElement = HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  const [seen, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  const bringNear = useCallback(() => setNear(true), []);
  const near = seen || (enabled && !canObserve);
  return [ref, near, bringNear] as const;
}
