import { DEFAULT_LANGUAGE } from '@fanlens/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface LanguageState {
  language: string;
  setLanguage: (language: string) => void;
}

const STORAGE_KEY = 'fanlens.language';

/** Whether this browser has saved a language choice (nothing is saved before the first start). */
export function hasSavedLanguage(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The chosen interface language, kept in localStorage under `fanlens.language`. */
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      setLanguage: (language) => set({ language }),
    }),
    { name: STORAGE_KEY, partialize: ({ language }) => ({ language }) },
  ),
);
