import { DEFAULT_LANGUAGE } from '@fanlens/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@/locales/en';
import { useLanguageStore } from './language-store';

export const resources = { en: { translation: en } } as const;
export type Language = keyof typeof resources;
export const LANGUAGES = Object.keys(resources) as Language[];

// English at start (SPEC.md section 4); the saved language is applied by applySavedLanguage().
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  initAsync: false,
});

let syncing = false;

/**
 * Applies the language saved in `fanlens.language`, then writes every later change back.
 * Safe to call more than once.
 */
export async function applySavedLanguage(): Promise<void> {
  if (!syncing) {
    syncing = true;
    i18n.on('languageChanged', (language) => {
      useLanguageStore.getState().setLanguage(language);
      if (typeof document !== 'undefined') document.documentElement.lang = language;
    });
  }
  const saved = useLanguageStore.getState().language;
  if (saved && saved !== i18n.language) await i18n.changeLanguage(saved);
}

/** Switches the interface language; the choice is saved for the next visit. */
export function changeLanguage(language: string) {
  return i18n.changeLanguage(language);
}

export { i18n };
