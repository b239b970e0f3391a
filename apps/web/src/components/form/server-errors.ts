import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/toaster/toast';
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
