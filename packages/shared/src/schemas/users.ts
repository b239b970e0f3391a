import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../limits';
import { MESSAGES, fileTooLargeMessage } from '../messages';
import { LANGUAGES } from '../languages';
import { emailField, nameField, oneOf } from './common';

/** What the checks need of a browser File or an uploaded part. */
export interface FileLike {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
}

export function isImageMimeType(type: string | null | undefined): boolean {
  return typeof type === 'string' && /^image\/[a-z0-9.+-]+$/i.test(type);
}

const isFileLike = (v: unknown): v is FileLike =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as FileLike).type === 'string' &&
  typeof (v as FileLike).size === 'number';

/** An avatar file: an image, at most AVATAR_MAX_BYTES. */
export const avatarFile = z
  .custom<FileLike>(isFileLike, { error: MESSAGES.image })
  .refine((file) => isImageMimeType(file.type), { error: MESSAGES.image, abort: true })
  .refine((file) => file.size <= AVATAR_MAX_BYTES, { error: fileTooLargeMessage(AVATAR_MAX_BYTES) });

/** Account form. Email is shown read-only but must still be valid; the avatar is the first chosen file. */
export const profileForm = z.object({
  name: nameField,
  email: emailField,
  avatar: avatarFile.nullish(),
});
export type ProfileForm = z.output<typeof profileForm>;

/**
 * PATCH /users/my text fields (multipart or JSON); absent fields are left unchanged. `language`
 * is the interface language the user chose: the account's e-mails and error messages follow it.
 */
export const profileUpdateBody = z.object({
  name: nameField.optional(),
  language: oneOf(LANGUAGES).optional(),
});
export type ProfileUpdateBody = z.output<typeof profileUpdateBody>;
