import { CLIENT_ERROR_CODES, isApiError } from './api-error';
import { i18n } from './i18n';
import { messageText } from './message-text';

type ApiTextKey = `errors.api.${'notAuthorized' | 'invalidCredentials' | 'other' | 'notFound' | 'timeout' | 'network'}`;

/** Translated texts of known codes, for errors that carry no server message of their own. */
const CODE_TEXTS: Record<string, ApiTextKey> = {
  not_authorized: 'errors.api.notAuthorized',
  invalid_credentials: 'errors.api.invalidCredentials',
  not_found: 'errors.api.notFound',
  internal: 'errors.api.other',
  [CLIENT_ERROR_CODES.timeout]: 'errors.api.timeout',
  [CLIENT_ERROR_CODES.network]: 'errors.api.network',
};

/**
 * The text that tells the user about a failed call (docs/product/site.md, "How the web app calls
 * the API"): the server's `message` when the answer has one (a shared validation text in the
 * interface's language), else the client error's message (timeouts and network failures in the
 * product's own words), else the generic 'Something went wrong'.
 */
export function apiErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.fromServer && error.message.trim()) return messageText(error.message);
    const key = CODE_TEXTS[error.code];
    if (key) return i18n.t(key);
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return i18n.t('errors.api.other');
}
