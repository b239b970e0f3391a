import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  /**
   * Where the signed-in-only pages send the visitor once signed out, when the sign-out is the
   * visitor's own doing (deleting the account: home); otherwise they go to sign-in. Not stored.
   */
  signedOutTo: string | null;
  setSession: (tokens: SessionTokens) => void;
  clear: () => void;
  setSignedOutTo: (path: string | null) => void;
}

/** The session tokens, kept in localStorage under `fanlens.auth`. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      accessToken: null,
      refreshToken: null,
      signedOutTo: null,
      setSession: ({ accessToken, refreshToken }) => set({ accessToken, refreshToken, signedOutTo: null }),
      clear: () => set({ accessToken: null, refreshToken: null }),
      setSignedOutTo: (signedOutTo) => set({ signedOutTo }),
    }),
    {
      name: 'fanlens.auth',
      partialize: ({ accessToken, refreshToken }) => ({ accessToken, refreshToken }),
    },
  ),
);

export const selectIsSignedIn = (state: AuthState) => state.accessToken !== null;
