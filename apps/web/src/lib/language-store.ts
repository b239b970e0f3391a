import { DEFAULT_LANGUAGE } from '@fanlens/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface LanguageState {
  language: string;
  /**
   * Whether the language was chosen in this browser (the chooser: true) or came from an account
   * at sign-in (false); unknown (undefined) for a language saved before this was kept.
   */
  chosen?: boolean;
  setLanguage: (language: string) => void;
  setChosen: (chosen: boolean) => void;
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

/** The chosen interface language, kept in localStorage under `fanlens.language` (with `chosen`). */
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      setLanguage: (language) => set({ language }),
      setChosen: (chosen) => set({ chosen }),
    }),
    { name: STORAGE_KEY, partialize: ({ language, chosen }) => ({ language, chosen }) },
  ),
);
