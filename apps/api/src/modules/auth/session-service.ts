import type { AccountSessionList, EndedSessions } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { revokeUserSessions } from './queries';
import { liveSessionFamilies, presentSession, revokeFamilyOfUser } from './session-list';

/** The account's live sessions; `sessionId` (the asking token's) marks the current one. */
export async function listSessions(
  app: FastifyInstance,
  userId: number,
  sessionId: string | null,
): Promise<AccountSessionList> {
  const rows = await liveSessionFamilies(app.deps.database.db, userId, sessionId);
  return { results: rows.map(presentSession) };
}

/** Ends one session of the user (404 when it is not a live session of theirs): its tokens stop working at once. */
export async function endOneSession(app: FastifyInstance, userId: number, familyId: string): Promise<EndedSessions> {
  if (!(await revokeFamilyOfUser(app.deps.database.db, userId, familyId))) throw notFound('No such session');
  await app.services.revocations.add([familyId]);
  return { ended: 1 };
}

/** Ends every session of the user but the asking one (as a password change does). */
export async function endOtherSessions(
  app: FastifyInstance,
  userId: number,
  sessionId: string | null,
): Promise<EndedSessions> {
  const families = await revokeUserSessions(app.deps.database.db, userId, sessionId);
  await app.services.revocations.add(families);
  return { ended: families.length };
}
