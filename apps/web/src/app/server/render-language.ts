import { DEFAULT_LANGUAGE, type Language } from '@fanlens/shared';
import { i18n, loadLanguage } from '@/lib/i18n';

let current: Language = DEFAULT_LANGUAGE;
let active = 0;
let waiting: (() => void)[] = [];
/** Settles once i18next is switched to `current` (its texts loaded). */
let ready: Promise<unknown> = Promise.resolve();

/**
 * Runs a render in one language. The screens read the one i18next instance (their texts, and the
 * formats of its language), so renders in the same language run side by side and a render in
 * another waits until those have finished; a queued one holds back later arrivals, so no language
 * waits for ever behind a steady stream of another.
 */
export async function inLanguage<T>(language: Language, render: () => Promise<T>): Promise<T> {
  while ((active > 0 && current !== language) || (waiting.length > 0 && active > 0)) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  if (current !== language || i18n.language !== language) {
    current = language;
    ready = loadLanguage(language).then(() => i18n.changeLanguage(language));
  }
  active += 1;
  try {
    await ready;
    return await render();
  } finally {
    active -= 1;
    if (active === 0) {
      const woken = waiting;
      waiting = [];
      for (const resolve of woken) resolve();
    }
  }
}
