import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, fileTooLargeMessage, profileUpdateBody } from '@fanlens/shared';
import { AppError, badRequest, payloadTooLarge } from '../../lib/errors';

export interface ProfileChanges {
  name?: string;
  avatar?: Buffer;
}

/** Text fields left empty count as not given (the account form sends only what it has). */
function parseFields(fields: Record<string, unknown>): { name?: string } {
  const given = Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => !(value === undefined || value === null || (typeof value === 'string' && value.trim() === '')),
    ),
  );
  const parsed = profileUpdateBody.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(String(issue.path[0] ?? 'body'), issue.message);
  }
  return parsed.data;
}

const isFileTooLarge = (error: unknown) => (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * A body the multipart reader could not finish (cut off before its closing boundary, a broken
 * header, too many parts): a 400 on `body`. Our own errors and Fastify's 4xx pass unchanged.
 */
function malformedMultipart(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 500) return error;
  return badRequest('body', 'The multipart form is incomplete or malformed');
}

/**
 * Reads PATCH /users/my: multipart/form-data with `name` and an optional `avatar` file (in any
 * order), or a JSON body with `name`. Files over AVATAR_MAX_BYTES are a 413 on `avatar`.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileChanges> {
  if (!request.isMultipart()) return parseFields((request.body ?? {}) as Record<string, unknown>);

  const fields: Record<string, unknown> = {};
  let avatar: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'name') fields.name = part.value;
      } else if (part.fieldname === 'avatar' && avatar === undefined) {
        avatar = await part.toBuffer();
        if (part.file.truncated) throw payloadTooLarge('avatar', fileTooLargeMessage(AVATAR_MAX_BYTES));
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw payloadTooLarge('avatar', fileTooLargeMessage(AVATAR_MAX_BYTES));
    throw malformedMultipart(error);
  }
  const changes: ProfileChanges = parseFields(fields);
  if (avatar !== undefined && avatar.length > 0) changes.avatar = avatar;
  return changes;
}
