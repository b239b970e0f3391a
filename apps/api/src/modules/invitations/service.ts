import { randomBytes } from 'node:crypto';
import {
  INVITATION_FRAGMENT,
  INVITATION_VALID_DAYS,
  MAX_ACTIVE_INVITATIONS,
  creatorPagePath,
  type Invitation,
  type InvitationLookup,
  type List,
} from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { toIso } from '../creators/creator-presenter';
import { AppError, forbidden, notFound } from '../../lib/errors';
import {
  countActiveInvitations,
  findInvitationByToken,
  findPageOwner,
  insertInvitation,
  pageOfInvitations,
  revokeInvitation,
  type InvitationRow,
} from './queries';

/** The link to share: the creator page, the invitation in the fragment (never sent to a server, so no log or cache sees it). */
export const invitationUrl = (publicUrl: string, username: string, token: string) =>
  `${publicUrl}${creatorPagePath(username)}#${INVITATION_FRAGMENT}=${token}`;

const statusOf = (row: { revoked: boolean; expired: boolean }) =>
  row.revoked ? 'revoked' : row.expired ? 'expired' : 'active';

function presentInvitation(row: InvitationRow, url: string): Invitation {
  return {
    id: row.id,
    url,
    createdAt: toIso(row.created_at) as string,
    expiresAt: toIso(row.expires_at) as string,
    revokedAt: toIso(row.revoked_at),
    status: statusOf({ revoked: row.revoked_at !== null, expired: row.expired }),
    reviews: Number(row.reviews),
  };
}

/** The page's username when `userId` is its verified creator; 404 without the page, 403 for anyone else. */
async function ownedPage(app: FastifyInstance, userId: number, creatorId: number): Promise<string> {
  const owner = await findPageOwner(app.deps.database, creatorId);
  if (!owner || owner.removed) throw notFound('Creator not found');
  if (owner.user_id !== userId || !owner.verified)
    throw forbidden('Only the verified creator of this page can manage its review invitations');
  return owner.username;
}

/** POST /creators/{id}/invitations: a new link, valid INVITATION_VALID_DAYS; at most MAX_ACTIVE_INVITATIONS active at once (409). */
export async function createInvitation(app: FastifyInstance, userId: number, creatorId: number): Promise<Invitation> {
  const { database, config } = app.deps;
  const username = await ownedPage(app, userId, creatorId);
  if ((await countActiveInvitations(database, creatorId)) >= MAX_ACTIVE_INVITATIONS) {
    throw new AppError(
      409,
      'conflict',
      `A page can have at most ${MAX_ACTIVE_INVITATIONS} active invitations: revoke one first`,
    );
  }
  const token = randomBytes(32).toString('base64url');
  const row = await insertInvitation(database, { creatorId, userId, token, days: INVITATION_VALID_DAYS });
  return presentInvitation(row, invitationUrl(config.publicUrl, username, token));
}

/** GET /creators/{id}/invitations: newest first, with their public, named reviews. Owner only. */
export async function listInvitations(
  app: FastifyInstance,
  userId: number,
  creatorId: number,
  page: { limit: number; offset: number },
): Promise<List<Invitation>> {
  const username = await ownedPage(app, userId, creatorId);
  const { rows, count } = await pageOfInvitations(app.deps.database, creatorId, page.limit, page.offset);
  const url = (row: InvitationRow) => invitationUrl(app.deps.config.publicUrl, username, row.token);
  return { results: rows.map((row) => presentInvitation(row, url(row))), count, ...page };
}

/** DELETE /creators/{id}/invitations/{invitationId}: the link stops giving the label (idempotent). Owner only. */
export async function revokePageInvitation(
  app: FastifyInstance,
  userId: number,
  creatorId: number,
  invitationId: number,
): Promise<Invitation> {
  const username = await ownedPage(app, userId, creatorId);
  const row = await revokeInvitation(app.deps.database, creatorId, invitationId);
  if (!row) throw notFound('Invitation not found');
  return presentInvitation(row, invitationUrl(app.deps.config.publicUrl, username, row.token));
}

/** GET /invitations/{token}: the page an invitation link names and whether it still gives the label; 404 for an unknown link or a removed page. */
export async function lookUpInvitation(app: FastifyInstance, token: string): Promise<InvitationLookup> {
  const row = await findInvitationByToken(app.deps.database, token);
  if (!row || row.removed) throw notFound('Invitation not found');
  return {
    creatorId: row.creator_id,
    creatorUsername: row.username,
    creatorName: row.name,
    expiresAt: toIso(row.expires_at) as string,
    status: statusOf(row),
  };
}
