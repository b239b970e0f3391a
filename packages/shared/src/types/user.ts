import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { dateTimeField, entityId } from '../schemas/common';
import { creatorSchema } from './creator';

/**
 * The signed-in user; `creator` is the first page the user verified (null before any), `creators`
 * every page the user has verified, in the order they were verified.
 */
export const profileSchema = z.object({
  id: entityId,
  name: z.string().nullable(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  /** May use the moderation queue (role moderator or admin). */
  moderator: z.boolean(),
  /** When the owner confirmed the e-mail address with the mailed link; null until then. */
  emailConfirmedAt: dateTimeField.nullable(),
  /** The account's language: its e-mails and the API's error messages (en, es or de). */
  language: z.enum(LANGUAGES).meta({ description: "The account's language: its e-mails and error messages" }),
  creator: creatorSchema.nullable(),
  creators: z.array(creatorSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/** Answer of POST /auth/confirm-email. */
export const emailConfirmedSchema = z.object({
  /** The address the link confirmed (the link's account, whoever is signed in). */
  email: z.string(),
  emailConfirmedAt: dateTimeField,
});
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

/** Answer of POST /auth/confirm-email/resend. */
export const confirmationSentSchema = z.object({
  /** Links the account may still ask for today. */
  remainingToday: z.number().int().min(0),
});
export type ConfirmationSent = z.infer<typeof confirmationSentSchema>;

/** Answer of register, login and refresh. */
export const authResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  data: profileSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * Answer of GET /verification/text: the text for the bio ('check out my review' + the page link
 * with this account's code), the link alone, and when the code stops working.
 */
export const verificationTextSchema = z.object({
  text: z.string(),
  link: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type VerificationText = z.infer<typeof verificationTextSchema>;

/** Answer of POST /verification; `reason` says why it failed. */
export const verificationResponseSchema = z.object({
  success: z.boolean(),
  creator: creatorSchema.nullable(),
  reason: z.string().optional(),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;
