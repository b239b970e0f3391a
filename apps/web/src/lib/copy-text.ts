import { useEffect, useRef, useState } from 'react';

/**
 * Copies `text`: the Clipboard API first; where it is missing or refused (an insecure origin,
 * an old browser), selects `fallback` and tries the older copy command. False when neither
 * worked: the text is then left selected for the user to copy.
 */
export async function copyText(text: string, fallback?: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused: fall back to selecting the text.
  }
  if (!fallback) return false;
  fallback.focus();
  fallback.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

/** How long a Copy button says 'Copied' before it is ready again. */
const COPIED_FOR_MS = 2500;

export type CopyState = 'idle' | 'copied' | 'manual';

/**
 * The state of a Copy button for `text` shown in the read-only `box`: `copy()` copies it,
 * 'copied' for a moment, or 'manual' where neither way worked (the text is then selected).
 * The outcome belongs to the text it copied: a new text starts idle again.
 */
export function useCopyState(text: string | null) {
  const box = useRef<HTMLTextAreaElement>(null);
  const [last, setLast] = useState<{ text: string; state: 'copied' | 'manual' } | null>(null);
  const state: CopyState = last && last.text === text ? last.state : 'idle';

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setLast(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    if (!text) return;
    setLast({ text, state: (await copyText(text, box.current)) ? 'copied' : 'manual' });
  };

  return { box, state, copy };
}
