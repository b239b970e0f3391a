import {
  CREATOR_EDIT,
  CREATOR_EDIT_MESSAGES,
  LISTING_MESSAGES,
  MESSAGES,
  RATING_RANGE,
  fileTooLargeMessage,
  maxLengthMessage,
  maxValueMessage,
  minLengthMessage,
  minValueMessage,
} from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

type MessageKey = `errors.validation.${string}`;

/** The numbers some fixed texts are written with. */
const VALUES: Record<string, Record<string, number>> = {
  'errors.validation.rating': RATING_RANGE,
  'errors.validation.creatorEdit.promoEndTooFar': { days: CREATOR_EDIT.promoMaxDays },
  'errors.validation.creatorEdit.tooManyCategories': { max: CREATOR_EDIT.categoriesMax },
  'errors.validation.creatorEdit.tooManyTags': { max: CREATOR_EDIT.tagsMax },
};

/** The fixed validation texts of packages/shared, each with its key in the locale files. */
const FIXED = new Map<string, MessageKey>([
  ...Object.entries(MESSAGES).map(([name, text]) => [text, `errors.validation.${name}`] as [string, MessageKey]),
  ...Object.entries(CREATOR_EDIT_MESSAGES).map(
    ([name, text]) => [text, `errors.validation.creatorEdit.${name}`] as [string, MessageKey],
  ),
  ...Object.entries(LISTING_MESSAGES).map(
    ([name, text]) => [text, `errors.validation.listing.${name}`] as [string, MessageKey],
  ),
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MARK = 987654;

/** A text made by one of shared's message functions, read back into its key and number. */
const PATTERNS = [
  { make: minLengthMessage, key: 'errors.validation.minLength', name: 'count' },
  { make: maxLengthMessage, key: 'errors.validation.maxLength', name: 'count' },
  { make: minValueMessage, key: 'errors.validation.minValue', name: 'value' },
  { make: maxValueMessage, key: 'errors.validation.maxValue', name: 'value' },
  { make: (mb: number) => fileTooLargeMessage(mb * 1024 * 1024), key: 'errors.validation.fileTooLarge', name: 'size' },
].map(({ make, key, name }) => ({
  pattern: new RegExp(`^${escape(make(MARK)).replace(String(MARK), '(-?\\d+(?:\\.\\d+)?)')}$`),
  key: key as MessageKey,
  name,
}));

/**
 * A validation text of packages/shared (the forms' and the API's own, in English) in the
 * interface's language; any other text as it is.
 */
export function messageText(message: string, t = i18n.t.bind(i18n)): string {
  const fixed = FIXED.get(message);
  if (fixed && i18n.exists(String(fixed))) return t(fixed as 'errors.validation.required', VALUES[fixed] ?? {});
  for (const { pattern, key, name } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) {
      const value = Number(match[1]);
      return t(key as 'errors.validation.minLength', name === 'count' ? { count: value } : { [name]: value });
    }
  }
  return message;
}

/** messageText() for a component: follows the interface's language. */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: string | undefined) => (message === undefined ? undefined : messageText(message, t));
}
