import type { FastifyRequest } from 'fastify';
import {
  AVATAR_MAX_BYTES,
  type Language,
  type ProfileUpdateBody,
  fileTooLargeMessage,
  profileUpdateBody,
} from '@fanlens/shared';
import { AppError, badRequest, payloadTooLarge } from '../../lib/errors';

export interface ProfileChanges {
  name?: string;
  language?: Language;
  avatar?: Buffer;
}

/**
 * Text fields left empty count as not given (the account form sends only what it has), and so do
 * null and undefined (docs/product/accounts.md, "The account page": empty fields are left as they
 * are); a form field can only carry them as the words, which a multipart client writes for them.
 */
function parseFields(fields: Record<string, unknown>, { multipart = false } = {}): ProfileUpdateBody {
  const absent = (value: unknown) =>
    value === undefined ||
    value === null ||
    (typeof value === 'string' && (value.trim() === '' || (multipart && (value === 'null' || value === 'undefined'))));
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => !absent(value)));
  const parsed = profileUpdateBody.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(String(issue.path[0] ?? 'body'), issue.message);
  }
  return parsed.data;
}

/** Files one form may carry: the first `avatar` is used (docs/product/accounts.md), the others are skipped. */
export const PROFILE_FORM_FILES = 5;

const errorCode = (error: unknown) => (error as { code?: string })?.code;

/**
 * What the multipart reader could not finish, with the field named like every other error: a file
 * over AVATAR_MAX_BYTES (413 on `avatar`), too many files, fields or parts (413 on `body`), and
 * anything else (cut off before its closing boundary, a broken header) a 400 on `body`.
 */
function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge('avatar', fileTooLargeMessage(AVATAR_MAX_BYTES));
    case 'FST_FILES_LIMIT':
      return payloadTooLarge('avatar', `Send at most ${PROFILE_FORM_FILES} files: the first avatar is used`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return payloadTooLarge('body', 'The form has too many fields');
    default:
      return badRequest('body', 'The multipart form is incomplete or malformed');
  }
}

/**
 * Reads PATCH /users/my: multipart/form-data with `name`, `language` and an optional `avatar` file
 * (in any order), or a JSON body with `name` and/or `language`. Files over AVATAR_MAX_BYTES are a 413 on `avatar`; of
 * several avatar files the first is used.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileChanges> {
  if (!request.isMultipart()) return parseFields((request.body ?? {}) as Record<string, unknown>);

  const fields: Record<string, unknown> = {};
  let avatar: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'name' || part.fieldname === 'language') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'avatar' && avatar === undefined) {
        avatar = await part.toBuffer();
        if (part.file.truncated) throw payloadTooLarge('avatar', fileTooLargeMessage(AVATAR_MAX_BYTES));
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  const changes: ProfileChanges = parseFields(fields, { multipart: true });
  if (avatar !== undefined && avatar.length > 0) changes.avatar = avatar;
  return changes;
}
