import { CREATOR_EDIT_MESSAGES, MESSAGES, fileTooLargeMessage, minLengthMessage } from '@fanlens/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applySavedLanguage, changeLanguage, i18n } from '@/lib/i18n';
import { useLanguageStore } from '@/lib/language-store';
import { messageText } from '@/lib/message-text';
import { en } from '@/locales/en';

const STORAGE_KEY = 'fanlens.language';

/** What the browser keeps between visits under `fanlens.language`. */
function savedLanguage(): string | undefined {
  const raw = localStorage.getItem(STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: { language: string } }).state.language : undefined;
}

beforeEach(() => {
  i18n.addResourceBundle('fr', 'translation', { errors: { api: { other: 'Une erreur est survenue' } } }, true, true);
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('i18n', () => {
  it('starts in English', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.t('errors.api.other')).toBe('Something went wrong');
  });

  it('re-applies the language saved by an earlier visit', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { language: 'fr' }, version: 0 }));
    await useLanguageStore.persist.rehydrate();

    await applySavedLanguage();

    expect(i18n.language).toBe('fr');
    expect(i18n.t('errors.api.other')).toBe('Une erreur est survenue');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('keeps the language the page came in when nothing is saved yet, and saves it', async () => {
    // The page came in German (its cookie), and this browser's storage holds no choice.
    await changeLanguage('de');
    localStorage.removeItem(STORAGE_KEY);
    useLanguageStore.setState({ language: 'en' });
    localStorage.removeItem(STORAGE_KEY);
    await applySavedLanguage();
    expect(i18n.language).toBe('de');
    expect(savedLanguage()).toBe('de');
  });

  it('writes each later change back under its own storage key', async () => {
    await applySavedLanguage();
    await changeLanguage('fr');
    expect(savedLanguage()).toBe('fr');
  });

  it('loads a language on first use and writes the cookie the server renders pages by', async () => {
    await applySavedLanguage();
    await changeLanguage('es');
    expect(i18n.t('nav.categories')).toBe('Categorías');
    expect(i18n.t('components.creatorCard.reviews', { count: 1 })).toBe('1 reseña');
    expect(document.cookie).toContain('fanlens_language=es');
    expect(savedLanguage()).toBe('es');
    await changeLanguage('de');
    expect(i18n.t('components.creatorCard.reviews', { count: 3 })).toBe('3 Bewertungen');
    expect(document.cookie).toContain('fanlens_language=de');
  });

  it("shows shared validation texts in the interface's language, and other texts as they are", async () => {
    expect(messageText(minLengthMessage(3))).toBe('Must be at least 3 characters');
    await changeLanguage('es');
    expect(messageText(minLengthMessage(3))).toBe('Debe tener al menos 3 caracteres');
    expect(messageText(minLengthMessage(1))).toBe('Debe tener al menos 1 carácter');
    expect(messageText(MESSAGES.required)).toBe('Este campo es obligatorio');
    expect(messageText(MESSAGES.rating)).toBe('La valoración debe ser un número entero del 1 al 5');
    expect(messageText(fileTooLargeMessage(5 * 1024 * 1024))).toBe('Debe ocupar como máximo 5 MB');
    await changeLanguage('de');
    expect(messageText(CREATOR_EDIT_MESSAGES.tooManyTags)).toBe('Verwende höchstens 10 Tags');
    expect(messageText('A creator with this name was not found')).toBe('A creator with this name was not found');
  });

  it('has every shared validation text in the English locale, word for word', () => {
    for (const [name, text] of Object.entries(MESSAGES)) {
      expect(i18n.exists(`errors.validation.${name}`), name).toBe(true);
      expect(messageText(text)).toBe(text);
    }
    for (const [name, text] of Object.entries(CREATOR_EDIT_MESSAGES)) {
      expect(i18n.exists(`errors.validation.creatorEdit.${name}`), name).toBe(true);
      expect(messageText(text)).toBe(text);
    }
  });

  it('falls back to English texts for keys a language lacks', async () => {
    await changeLanguage('fr');
    expect(i18n.t('errorPage.title')).toBe('Oops!');
  });
});

describe('en.json', () => {
  it('holds the API error texts, the success notices and the password mismatch text', () => {
    expect(en.errors.api).toMatchObject({
      notAuthorized: 'Not authorized',
      invalidCredentials: 'Username or password is not correct',
      other: 'Something went wrong',
      notFound: 'Not found',
    });
    expect(en.notices).toEqual({
      passwordChanged: 'The password has been successfully changed.',
      profileUpdated: 'Your profile has been successfully updated.',
      resetLinkSent: 'The password reset link has been sent successfully.',
    });
    expect(en.errors.validation.passwordMismatch).toBe('Your passwords do not match');
  });
});
