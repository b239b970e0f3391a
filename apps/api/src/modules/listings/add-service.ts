import {
  CREATORS_ADDED_PER_DAY,
  CREATORS_ADDED_PER_DAY_CONFIRMED,
  PLATFORM_NAMES,
  creatorPagePath,
  type AddCreatorBody,
  type CreatorDetails,
  type ListingPreview,
  type Platform,
} from '@fanlens/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { WriteReceipt } from '../../lib/idempotency';
import { profileAddress } from '../../lib/platforms';
import { getCreatorDetails } from '../creators/details-service';
import { spendDailyAllowance } from '../reviews/abuse-limits';
import { emptyRow, nextRow } from './listing';
import { accountConfirmed, categoriesBySlug, findListedPage } from './listing-queries';
import { upsertListings } from './listing-upsert';
import type { PageReads } from './page-read';
import { presentPreview } from './preview-presenter';
import type { ChangeRecorder } from '../../lib/changes/change-recorder';

export interface AddDeps {
  database: Database;
  reads: PageReads;
  changes: ChangeRecorder;
  config: Pick<Config, 'platformUrls'>;
}

const alreadyListed = (page: { username: string; platform: Platform }, field: string) =>
  new AppError(
    409,
    'already_listed',
    `@${page.username} on ${PLATFORM_NAMES[page.platform]} is already on FanLens`,
    field,
  ).withLocation(creatorPagePath(page.username));

const usernameTaken = (page: { username: string; platform: Platform }, field: string) =>
  new AppError(
    409,
    'username_taken',
    `The FanLens page @${page.username} is a ${PLATFORM_NAMES[page.platform]} page: a page of another platform cannot have the same name yet`,
    field,
  ).withLocation(creatorPagePath(page.username));

/** A page removed on a removal request stays removed (decision 015): it cannot be added again. */
const removedPage = (field: string) =>
  new AppError(
    409,
    'page_removed',
    'This creator page has been removed from FanLens at the request of its owner',
    field,
  );

export const profileUrlOf =
  (templates: Record<Platform, string>) =>
  (platform: Platform, username: string): string =>
    profileAddress(templates[platform], username);

/** 409 when the username is a page already: this platform's (`already_listed`), or another's. */
async function refuseListed(deps: AddDeps, page: AddCreatorBody, field: string) {
  const listed = await findListedPage(deps.database, page.username);
  if (!listed) return;
  if (listed.removed) throw removedPage(field);
  throw listed.platform === page.platform ? alreadyListed(listed, field) : usernameTaken(listed, field);
}

/**
 * POST /creators/preview: what FanLens would list for the page, read from its platform (or what was
 * typed when FanLens does not read it), without saving. The read is kept for the add that follows.
 */
export async function previewPage(deps: AddDeps, page: AddCreatorBody): Promise<ListingPreview> {
  const { field } = page;
  await refuseListed(deps, page, field);
  const read = await deps.reads.read(page, field);
  const row = nextRow(
    emptyRow(read.listing, profileUrlOf(deps.config.platformUrls)(page.platform, page.username)),
    read.listing,
    [],
    new Date(),
  );
  return presentPreview(row, read.source);
}

/**
 * POST /creators: adds the page, unclaimed, from its platform's public profile (or what was typed
 * when FanLens does not read that platform), recorded with who added it. At most
 * CREATORS_ADDED_PER_DAY a day per account (CREATORS_ADDED_PER_DAY_CONFIRMED once its address is
 * confirmed), counted in the write's transaction. The page is searchable once this answers: the
 * upsert's transaction keeps the discovery tables and facet counts, and the cached lists go.
 */
export async function addPage(
  deps: AddDeps,
  userId: number,
  page: AddCreatorBody,
  receipt: WriteReceipt | null,
): Promise<CreatorDetails> {
  const { field } = page;
  await refuseListed(deps, page, field);
  const read = await deps.reads.read(page, field);
  const { database } = deps;
  const id = await database.db.transaction(async (tx) => {
    await receipt?.claim(tx);
    const confirmed = await accountConfirmed(tx, userId);
    await spendDailyAllowance(
      tx,
      userId,
      'added_pages',
      confirmed ? CREATORS_ADDED_PER_DAY_CONFIRMED : CREATORS_ADDED_PER_DAY,
    );
    const categories = await categoriesBySlug(tx);
    const { outcomes } = await upsertListings(tx, [read.listing], {
      origin: { via: 'add', by: userId },
      profileUrl: profileUrlOf(deps.config.platformUrls),
      categories: new Map([...categories.values()].map((category) => [category.id, category])),
      alerts: false,
    });
    const [outcome] = outcomes;
    // Added meanwhile by someone else (the rows were locked): refused like any listed page.
    if (outcome.outcome === 'taken')
      throw usernameTaken({ username: page.username, platform: outcome.platform }, field);
    if (outcome.outcome !== 'created') throw alreadyListed(page, field);
    const created = await getCreatorDetails(inTransaction(tx), String(outcome.id), userId);
    await receipt?.keep(tx, created);
    return outcome.id;
  });
  await deps.changes.record({ kind: 'creator.added', creatorIds: [id] });
  return getCreatorDetails(database, String(id), userId);
}
