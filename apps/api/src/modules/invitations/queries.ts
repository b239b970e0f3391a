import type { Queryable } from '../../db/transaction';
import { PUBLIC_REVIEW } from '../../db/review-states';

/** An invitation row with its live count of public, named reviews (none that could single out an anonymous author). */
export interface InvitationRow {
  id: number;
  creator_id: number;
  token: string;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  reviews: number;
  /** Computed by the database clock: expired now. */
  expired: boolean;
}

const COLUMNS = `i.id, i.creator_id, i.token, i.created_at, i.expires_at, i.revoked_at, i.expires_at <= now() as expired,
  (select count(*)::int from reviews r where r.invitation_id = i.id and ${PUBLIC_REVIEW} and not r.anonymous) as reviews`;

export async function insertInvitation(
  database: Queryable,
  invitation: { creatorId: number; userId: number; token: string; days: number },
): Promise<InvitationRow> {
  const [row] = await database.query<InvitationRow>(
    `with i as (
       insert into review_invitations (creator_id, created_by, token, expires_at)
       values ($1, $2, $3, now() + make_interval(days => $4)) returning *
     ) select ${COLUMNS} from i`,
    [invitation.creatorId, invitation.userId, invitation.token, invitation.days],
  );
  return row;
}

/** Invitations of a page that are neither expired nor revoked. */
export async function countActiveInvitations(database: Queryable, creatorId: number): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    `select count(*)::int as count from review_invitations
     where creator_id = $1 and revoked_at is null and expires_at > now()`,
    [creatorId],
  );
  return Number(row?.count ?? 0);
}

/** A page's invitations, newest first, and their count. */
export async function pageOfInvitations(database: Queryable, creatorId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    database.query<InvitationRow>(
      `select ${COLUMNS} from review_invitations i where i.creator_id = $1
       order by i.created_at desc, i.id desc limit $2 offset $3`,
      [creatorId, limit, offset],
    ),
    database.query<{ count: number }>('select count(*)::int as count from review_invitations where creator_id = $1', [
      creatorId,
    ]),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}

/** Revokes one invitation of the page (a revoked one keeps its first revocation time); undefined when the page has no such invitation. */
export async function revokeInvitation(database: Queryable, creatorId: number, invitationId: number) {
  const [row] = await database.query<InvitationRow>(
    `with i as (
       update review_invitations set revoked_at = coalesce(revoked_at, now())
       where id = $1 and creator_id = $2 returning *
     ) select ${COLUMNS} from i`,
    [invitationId, creatorId],
  );
  return row;
}

/** What a link's holder may learn: the page it invites to and its state. */
export async function findInvitationByToken(database: Queryable, token: string) {
  const [row] = await database.query<{
    creator_id: number;
    username: string;
    name: string | null;
    expires_at: Date | string;
    revoked: boolean;
    expired: boolean;
    removed: boolean;
  }>(
    `select i.creator_id, c.username, c.name, i.expires_at, i.revoked_at is not null as revoked,
       i.expires_at <= now() as expired, c.removed_at is not null as removed
     from review_invitations i join creators c on c.id = i.creator_id where i.token = $1`,
    [token],
  );
  return row;
}

/**
 * The invitation a review of `creatorId` is written through (read in the review's transaction): its
 * id when it is the page's, not expired and not revoked, else null.
 */
export async function findValidInvitation(
  database: Queryable,
  token: string,
  creatorId: number,
): Promise<number | null> {
  const [row] = await database.query<{ id: number }>(
    `select id from review_invitations
     where token = $1 and creator_id = $2 and revoked_at is null and expires_at > now()`,
    [token, creatorId],
  );
  return row?.id ?? null;
}

/** The page's claim, for the owner check of the invitation routes. */
export async function findPageOwner(database: Queryable, creatorId: number) {
  const [row] = await database.query<{ username: string; user_id: number | null; verified: boolean; removed: boolean }>(
    'select username, user_id, verified, removed_at is not null as removed from creators where id = $1',
    [creatorId],
  );
  return row;
}
