import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  setSession: (tokens: SessionTokens) => void;
  clear: () => void;
}

/** The session tokens, kept in localStorage under `fanlens.auth`. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      accessToken: null,
      refreshToken: null,
      setSession: ({ accessToken, refreshToken }) => set({ accessToken, refreshToken }),
      clear: () => set({ accessToken: null, refreshToken: null }),
    }),
    {
      name: 'fanlens.auth',
      partialize: ({ accessToken, refreshToken }) => ({ accessToken, refreshToken }),
    },
  ),
);

export const selectIsSignedIn = (state: AuthState) => state.accessToken !== null;
