import { z } from 'zod';
import { MESSAGES } from '../messages';
import { passwordField, typeError } from './common';

/** Downloads of the account's data (GET /users/my/export) one account may make per day. */
export const DATA_EXPORTS_PER_DAY = 5;

/** The name the export is saved as: `fanlens-data-<YYYY-MM-DD>.json` (UTC date). */
export const dataExportFileName = (at = new Date()) => `fanlens-data-${at.toISOString().slice(0, 10)}.json`;

/**
 * DELETE /users/my: the current password confirms it. Only the length rule of the password
 * field: a wrong password is a 400 on `password` from the server.
 */
export const deleteAccountBody = z.object({ password: passwordField });
export type DeleteAccountBody = z.output<typeof deleteAccountBody>;

/** A session id in a path: the uuid of a sign-in (a session family). */
export const sessionIdParam = z.object({
  id: z.string({ error: typeError(MESSAGES.text) }).regex(/^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i, {
    error: 'Must be a session id',
  }),
});

/**
 * One signed-in device of the account (a sign-in and its refreshes). `place` is where it was used
 * from when the product knows it: it has no address-to-place database, so it is always null
 * ("unknown"). `current` marks the session that asks.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  place: z.string().nullable(),
  firstUsedAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z.object({ results: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

/** Answer of ending sessions: how many were ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int().min(0) });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
