import { z } from 'zod';
import { entityId } from '../schemas/common';
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
  creator: creatorSchema.nullable(),
  creators: z.array(creatorSchema),
});
export type Profile = z.infer<typeof profileSchema>;

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
