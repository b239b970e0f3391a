import { DEFAULT_LANGUAGE, type Profile, isLanguage } from '@fanlens/shared';
import { api } from './api-client';
import { useAuthStore } from './auth-store';
import { changeLanguage, i18n } from './i18n';
import { useLanguageStore } from './language-store';
import { useProfileStore } from './profile-store';

/**
 * The interface language and the account (docs/decisions/019-languages.md): the account keeps the
 * language too, so its e-mails and the API's messages follow it on every device.
 */

/** Writes the language to the signed-in account (PATCH /users/my); a failure changes nothing here. */
async function saveToAccount(language: string): Promise<void> {
  if (useAuthStore.getState().accessToken === null || !isLanguage(language)) return;
  try {
    const profile = await api.patch<Profile>('/users/my', { language }, { silent: true });
    useProfileStore.getState().setProfile(profile);
  } catch {
    // The choice stays in this browser; the next choice or sign-in writes it again.
  }
}

/** The chooser: applies the language at once, keeps it in this browser and on the account. */
export async function chooseLanguage(language: string): Promise<void> {
  useLanguageStore.getState().setChosen(true);
  await changeLanguage(language);
  await saveToAccount(language);
}

/**
 * After signing in (not on a token refresh): a language chosen in this browser wins and is written
 * to the account; a browser that never chose one (English by default) takes the account's.
 */
export async function adoptAccountLanguage(profile: Pick<Profile, 'language'>): Promise<void> {
  const { language, chosen } = useLanguageStore.getState();
  const choseHere = chosen ?? language !== DEFAULT_LANGUAGE;
  if (choseHere) {
    if (profile.language !== language) await saveToAccount(language);
    return;
  }
  if (isLanguage(profile.language) && profile.language !== i18n.language) {
    useLanguageStore.getState().setChosen(false);
    await changeLanguage(profile.language);
  }
}
