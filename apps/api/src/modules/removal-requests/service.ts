import type {
  List,
  RemovalQueueQuery,
  RemovalRequest,
  RemovalRequestBody,
  RemovalRequestReceipt,
} from '@fanlens/shared';
import { DEFAULT_LANGUAGE, type Language, usernameOfPage } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toIso } from '../creators/creator-presenter';
import { writeLog } from '../moderation/action-queries';
import { isUniqueViolation } from '../reviews/pg-errors';
import { queueDecision, queueReceipt } from './mail';
import { recordPageRemoval } from '../decision-records/record-decision';
import { inTransaction } from '../../db/transaction';
import {
  creatorExists,
  decideRequests,
  findRequestedPage,
  insertRemovalRequest,
  lockRemovalRequest,
  markPageRemoved,
  markPageRestored,
  pageOfRemovalRequests,
  type RemovalRow,
} from './queries';

const requestNotFound = () => notFound('Removal request not found');
const alreadyDecided = () => conflict('conflict', 'This removal request has already been decided');

/**
 * Records a request to remove a creator page (anyone may ask, from the about page), and sends the
 * requester a receipt in `language` (the request's: its later e-mails use it too). One open request
 * per page and address (409 `already_requested`). `userId` is the account that sent it signed in
 * (null for a guest): the request belongs to that account (decision 015).
 */
export async function requestRemoval(
  app: FastifyInstance,
  body: RemovalRequestBody,
  language: Language = DEFAULT_LANGUAGE,
  userId: number | null = null,
): Promise<RemovalRequestReceipt> {
  const { database } = app.deps;
  const username = usernameOfPage(body.page);
  const page = username ? await findRequestedPage(database, username) : undefined;
  if (!page) throw badRequest('page', 'No creator page matches this link or username');
  if (page.removed) throw badRequest('page', 'This page has already been removed');
  let row: Awaited<ReturnType<typeof insertRemovalRequest>>;
  try {
    // The request and its receipt's e-mail commit together.
    row = await database.db.transaction(async (tx) => {
      const inserted = await insertRemovalRequest(inTransaction(tx), {
        creatorId: page.id,
        email: body.email,
        reason: body.reason,
        language,
        userId,
      });
      await queueReceipt(inTransaction(tx), inserted.id);
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('already_requested', 'You have already asked for the removal of this page', 'page');
    }
    throw error;
  }
  return { id: row.id, status: 'open', createdAt: toIso(row.created_at) as string };
}

function presentRemovalRequest(row: RemovalRow): RemovalRequest {
  return {
    id: row.id,
    creator: {
      id: row.creator_id,
      username: row.username,
      name: row.name,
      platform: row.platform,
      verified: row.verified,
      removedAt: toIso(row.removed_at),
    },
    email: row.email,
    reason: row.reason,
    status: row.status,
    openForPage: Number(row.open_for_page),
    decidedAt: toIso(row.decided_at),
    decisionNote: row.decision_note,
    createdAt: toIso(row.created_at) as string,
  };
}

export async function listRemovalRequests(database: Database, query: RemovalQueueQuery): Promise<List<RemovalRequest>> {
  const { rows, count } = await pageOfRemovalRequests(database, query);
  return { results: rows.map(presentRemovalRequest), count, limit: query.limit, offset: query.offset };
}

/**
 * Decides a request. Accepting removes the page (410, out of search, lists, facet counts and the
 * sitemap; its data stays) and accepts every open request of it; declining closes this request.
 * Logged; the requesters are told by e-mail.
 */
export async function decideRemoval(
  app: FastifyInstance,
  moderatorId: number,
  requestId: number,
  decision: { accept: boolean; note?: string },
): Promise<{ id: number; status: 'accepted' | 'declined'; decided: number }> {
  const note = decision.note ?? null;
  const outcome = await app.deps.database.db.transaction(async (tx) => {
    const request = await lockRemovalRequest(tx, requestId);
    if (!request) throw requestNotFound();
    if (request.status !== 'open') throw alreadyDecided();
    if (decision.accept) await markPageRemoved(tx, request.creator_id);
    const decided = await decideRequests(tx, {
      requestId,
      creatorId: request.creator_id,
      status: decision.accept ? 'accepted' : 'declined',
      moderatorId,
      note,
      allOfPage: decision.accept,
    });
    await writeLog(tx, {
      moderatorId,
      action: decision.accept ? 'remove_page' : 'decline_removal',
      creatorId: request.creator_id,
      reason: note,
    });
    if (decision.accept) {
      await recordPageRemoval(inTransaction(tx), {
        creatorId: request.creator_id,
        moderatorId,
        reason: note,
        via: 'request',
      });
    }
    // Every requester decided is told, with the decision.
    for (const { id } of decided) await queueDecision(inTransaction(tx), id);
    return { ...request, decided };
  });
  if (decision.accept) await app.services.changes.record({ kind: 'creator.edited', creatorIds: [outcome.creator_id] });
  return { id: requestId, status: decision.accept ? 'accepted' : 'declined', decided: outcome.decided.length };
}

/** Brings a removed page back into search and lists (a decision taken in error); logged. */
export async function restorePage(app: FastifyInstance, moderatorId: number, creatorId: number, note?: string) {
  const username = await app.deps.database.db.transaction(async (tx) => {
    const restored = await markPageRestored(tx, creatorId);
    if (!restored) {
      throw (await creatorExists(tx, creatorId))
        ? conflict('conflict', 'This page is not removed')
        : notFound('Creator not found');
    }
    await writeLog(tx, { moderatorId, action: 'restore_page', creatorId, reason: note ?? null });
    return restored;
  });
  await app.services.changes.record({ kind: 'creator.edited', creatorIds: [creatorId] });
  return { id: creatorId, username, removed: false as const };
}
