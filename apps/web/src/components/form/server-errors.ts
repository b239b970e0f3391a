import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/toaster/toast';
import { safeRedirect } from '@/config/paths';
import { apiErrorText, isApiError } from '@/lib/api-client';

/**
 * Shows a failed submit: an API error that names one of `fields` goes beneath that field
 * (react-hook-form `setError`), anything else becomes the usual error toast. Use it with
 * calls made `silent`. Returns the text of a failure that is not a field's (null otherwise),
 * for a form that also shows it inline.
 */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  const text = apiErrorText(error);
  const field = isApiError(error) ? fields.find((name) => name === error.field) : undefined;
  if (field) {
    setError(field, { type: 'server', message: text }, { shouldFocus: true });
    return null;
  }
  toast.error(text, { id: `api-error:${text}` });
  return text;
}

/** A refusal a form shows in place rather than under a field: its text and the page it names. */
export interface InlineRefusal {
  code: string;
  text: string;
  /** A path on this site (the page that is already listed), else null. */
  location: string | null;
}

/**
 * Shows a failed submit in the form itself: an input the API refused (400, or 422: the input is
 * well formed but names nothing, e.g. no such profile) goes beneath its field when it is one of
 * `fields` (focused); anything else (a conflict, a limit, an outage: not the input's fault) is
 * returned for the form to show in place (no toast).
 */
export function placeSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): InlineRefusal | null {
  const refusal = refusalOf(error);
  const inputAtFault = isApiError(error) && (error.status === 400 || error.status === 422);
  const field = inputAtFault ? fields.find((name) => name === error.field) : undefined;
  if (!field) return refusal;
  setError(field, { type: 'server', message: refusal.text }, { shouldFocus: true });
  return null;
}

/** A failed call as a refusal to show in place: the server's text and the page it names (a path on this site). */
export function refusalOf(error: unknown): InlineRefusal {
  const text = apiErrorText(error);
  if (!isApiError(error)) return { code: 'unknown', text, location: null };
  const location = error.location ? safeRedirect(error.location, '') || null : null;
  return { code: error.code, text, location };
}
