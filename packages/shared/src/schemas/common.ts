import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, NAME_LENGTH, PASSWORD_LENGTH, USERNAME_LENGTH } from '../limits';
import { PLATFORMS } from '../platforms';
import {
  MESSAGES,
  maxLengthMessage,
  maxValueMessage,
  minLengthMessage,
  minValueMessage,
  oneOfMessage,
} from '../messages';

type Range = { readonly min: number; readonly max: number };

/** 'This field is required' for a missing value, otherwise the given type message. */
export const typeError =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? MESSAGES.required : message;

/** C0 control characters and DEL: never valid in a one-line value (NUL would even break PostgreSQL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** The same, but tab, line feed and carriage return are allowed (multi-line text such as comments). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when `value` holds a control character (`multiline` allows tab, line feed and carriage return). */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS).test(value);
}

/** Refuses control characters with 'Must not contain control characters' (every text input has it). */
export const withoutControlCharacters =
  ({ multiline = false } = {}) =>
  (value: string) =>
    !hasControlCharacters(value, { multiline });
const noControl = (options: { multiline?: boolean } = {}) =>
  [withoutControlCharacters(options), { error: MESSAGES.controlCharacters, abort: true }] as const;

/** Whitespace of every kind and Unicode format characters (Cf: zero-width spaces, joiners, marks). */
const INVISIBLE_EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** `value` without invisible characters at either end (JavaScript's trim leaves zero-width spaces). */
export const trimInvisible = (value: string) => value.replace(INVISIBLE_EDGES, '');

/** The length of `value` as a reader sees it: format characters (zero-width spaces…) do not count. */
export const visibleLength = (value: string) => value.replace(FORMAT_CHARACTERS, '').length;

/**
 * A required string: control characters are refused (tab and line breaks allowed when
 * `multiline`); when `trim`, whitespace and format characters at either end go, so a text of
 * nothing visible is 'required' and format characters inside do not count towards the minimum;
 * then the length range.
 */
export function requiredText(range: Range, { trim = true, multiline = false } = {}) {
  const base = z.string({ error: typeError(MESSAGES.text) }).refine(...noControl({ multiline }));
  if (!trim) {
    return base
      .min(1, { error: MESSAGES.required, abort: true })
      .min(range.min, { error: minLengthMessage(range.min) })
      .max(range.max, { error: maxLengthMessage(range.max) });
  }
  return base
    .overwrite(trimInvisible)
    .min(1, { error: MESSAGES.required, abort: true })
    .refine((value) => visibleLength(value) >= range.min, { error: minLengthMessage(range.min) })
    .max(range.max, { error: maxLengthMessage(range.max) });
}

/** A required, trimmed, lower-cased e-mail address. */
export const emailField = z
  .string({ error: typeError(MESSAGES.text) })
  .trim()
  .toLowerCase()
  .min(1, { error: MESSAGES.required, abort: true })
  .max(254, { error: maxLengthMessage(254), abort: true })
  .regex(z.regexes.email, { error: MESSAGES.email });

/** Passwords are not trimmed: spaces count. */
export const passwordField = requiredText(PASSWORD_LENGTH, { trim: false });
export const nameField = requiredText(NAME_LENGTH);

/** A name that may be left out: undefined, null, '' and blanks all mean "not given". */
export const optionalNameField = z
  .string({ error: MESSAGES.text })
  .refine(...noControl())
  .overwrite(trimInvisible)
  .refine((v) => v === '' || visibleLength(v) >= NAME_LENGTH.min, { error: minLengthMessage(NAME_LENGTH.min) })
  .refine((v) => v.length <= NAME_LENGTH.max, { error: maxLengthMessage(NAME_LENGTH.max) })
  .nullish()
  .transform((v) => v || undefined);

/** A platform username: 3–50 characters of letters, digits, '.', '-' and '_' (it goes into a URL). */
export const usernameField = requiredText(USERNAME_LENGTH).regex(/^[A-Za-z0-9._-]+$/, { error: MESSAGES.username });

/** A record id in a response (no transform: responses are encoded, not parsed). */
export const entityId = z.number().int().min(1);

/** Record ids in input are positive 32-bit integers; route parameters arrive as digit strings. */
export const idField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z
    .number({ error: typeError(MESSAGES.id) })
    .int({ error: MESSAGES.id })
    .min(1, { error: MESSAGES.id })
    .max(2_147_483_647, { error: MESSAGES.id }),
);

/** ISO 8601 date-time string, as every date in API responses. */
export const dateTimeField = z.iso.datetime({ offset: true });

/** A string enum with a 'Must be one of: …' message. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: oneOfMessage(values) });

/** Integer from a URL string (or a number), within a range. */
export const queryInt = (min: number, max?: number) => {
  const base = z.coerce
    .number({ error: MESSAGES.number })
    .int({ error: MESSAGES.integer })
    .min(min, { error: minValueMessage(min) });
  return max === undefined ? base : base.max(max, { error: maxValueMessage(max) });
};

/** 'true' | 'false' (or a boolean) to a boolean. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: oneOfMessage(['true', 'false']) })
  .transform((v) => v === true || v === 'true');

/**
 * The NSFW switch of a list: 'true' shows NSFW creators (and categories), 'false' hides them; the
 * default applies to the query as sent, so the API description shows it.
 */
export const nsfwQuery = (fallback: boolean) =>
  queryBoolean.prefault(String(fallback) as 'true' | 'false').meta({
    description: `false hides NSFW creators and categories, true shows them (default ${String(fallback)})`,
  });

/** Optional trimmed query string; empty means absent. */
export const queryText = (max: number) =>
  z
    .string({ error: MESSAGES.text })
    .refine(...noControl())
    .trim()
    .max(max, { error: maxLengthMessage(max) })
    .optional()
    .transform((v) => v || undefined);

/** Platform filter: a platform code; 'any', '' or absent mean all platforms (undefined). */
export const platformFilter = z
  .enum(['any', '', ...PLATFORMS], { error: oneOfMessage(['any', ...PLATFORMS]) })
  .optional()
  .transform((v) => (v === 'any' || v === '' ? undefined : v));

export const limitQuery = queryInt(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);
export const offsetQuery = queryInt(0, MAX_OFFSET).default(0);

export const pagingQuery = z.object({ limit: limitQuery, offset: offsetQuery });
export type PagingQuery = z.output<typeof pagingQuery>;

export const idParam = z.object({ id: idField });
export type IdParam = z.output<typeof idParam>;

export const idOrUsernameParam = z.object({
  idOrUsername: z
    .string({ error: typeError(MESSAGES.text) })
    .refine(...noControl())
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(100, { error: maxLengthMessage(100) }),
});
export type IdOrUsernameParam = z.output<typeof idOrUsernameParam>;

/** A path's `username` as a creator page takes it (no control characters, ≤ 100): badges, feeds. */
export const usernameParams = z.object({ username: idOrUsernameParam.shape.idOrUsername });
