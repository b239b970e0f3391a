import { DEFAULT_LANGUAGE } from '@fanlens/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface LanguageState {
  language: string;
  setLanguage: (language: string) => void;
}

/** The chosen interface language, kept in localStorage under `fanlens.language`. */
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      setLanguage: (language) => set({ language }),
    }),
    { name: 'fanlens.language', partialize: ({ language }) => ({ language }) },
  ),
);
