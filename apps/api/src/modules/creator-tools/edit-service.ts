import {
  CREATOR_EDIT_MESSAGES,
  SOCIAL_LINKS,
  promoPercentOff,
  promoPriceOf,
  promoProblem,
  type Creator,
  type CreatorUpdateBody,
  type SocialLinks,
} from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction';
import { sanitizeBio } from '../../lib/bio-html';
import { alertRoundSoon } from '../alerts/delivery';
import { recordPriceEvent } from '../alerts/event-queries';
import { priceEventOf } from '../alerts/price-change';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { promoOf } from '../creators/creator-presenter';
import { getCreatorDetails } from '../creators/details-service';
import { findPlace } from '../places/place-queries';
import { priceStateOf } from '../price-history/price-change';
import { recordPriceChanges } from '../price-history/record-price-changes';
import { categoriesOfPlatform, findEditableCreator, saveCreatorEdit, type EditableRow } from './edit-queries';

/** The editable fields of a page, named as in the creator JSON (what an edit record holds). */
interface PageState {
  name: string;
  bio: string;
  price: number | null;
  promoPrice: number | null;
  promoOff: number | null;
  promoEndsAt: string | null;
  links: SocialLinks;
  categories: number[];
  tags: string[];
  gender: EditableRow['gender'];
  location: string | null;
  lat: number | null;
  lon: number | null;
}

const notOwner = () => forbidden('Only the verified creator of this page can edit it');

function stateOf(row: EditableRow): PageState {
  const promo = promoOf(row);
  return {
    name: row.name,
    bio: row.bio,
    price: row.price_cents,
    ...promo,
    links: Object.fromEntries(SOCIAL_LINKS.map((key) => [key, row.links?.[key] ?? null])) as SocialLinks,
    categories: row.category_ids.map(Number),
    tags: row.tags ?? [],
    gender: row.gender,
    location: row.location,
    lat: row.lat,
    lon: row.lon,
  };
}

/** Price and promotion after the edit; a broken rule is a 400 on its field. */
function nextPromo(current: PageState, body: CreatorUpdateBody) {
  const price = body.price !== undefined ? body.price : current.price;
  const promoGiven = body.promoPrice !== undefined || body.promoOff !== undefined;
  // A kept promotion keeps its promo price (its percent follows a new price).
  const promoPrice = promoGiven ? (body.promoPrice ?? null) : current.promoPrice;
  const promoOff = promoGiven ? (body.promoOff ?? null) : null;
  const hasPromo = promoPrice !== null || promoOff !== null;
  const promoEndsAt = body.promoEndsAt !== undefined ? body.promoEndsAt : hasPromo ? current.promoEndsAt : null;
  const touched = [body.price, body.promoPrice, body.promoOff, body.promoEndsAt].some((v) => v !== undefined);
  if (touched) {
    const problem = promoProblem({ price, promoPrice, promoOff, promoEndsAt });
    if (problem) throw badRequest(problem.field, problem.message);
  }
  if (!hasPromo || price === null) return { price, promoPrice: null, promoOff: null, promoEndsAt: null };
  const cents = promoPrice ?? promoPriceOf(price, promoOff ?? 0);
  return {
    price,
    promoPrice: cents,
    promoOff: promoOff ?? promoPercentOff(price, cents),
    promoEndsAt: promoEndsAt === null ? null : new Date(promoEndsAt).toISOString(),
  };
}

async function nextState(app: FastifyInstance, row: EditableRow, body: CreatorUpdateBody): Promise<PageState> {
  const current = stateOf(row);
  const next: PageState = { ...current, ...nextPromo(current, body) };
  if (body.name !== undefined) next.name = body.name;
  if (body.bio !== undefined) next.bio = sanitizeBio(body.bio);
  if (body.gender !== undefined) next.gender = body.gender;
  if (body.tags !== undefined) next.tags = body.tags;
  if (body.links !== undefined) {
    const given = Object.entries(body.links).filter(([, value]) => value !== undefined);
    next.links = { ...current.links, ...Object.fromEntries(given) };
  }
  if (body.categories !== undefined) {
    const known = await categoriesOfPlatform(app.deps.database, body.categories, row.platform);
    if (known.length !== body.categories.length) {
      throw badRequest('categories', CREATOR_EDIT_MESSAGES.unknownCategory);
    }
    next.categories = [...body.categories].sort((a, b) => a - b);
  }
  if (body.location !== undefined) {
    const place = body.location === null ? null : await findPlace(app.deps.database, body.location);
    if (body.location !== null && !place) throw badRequest('location', CREATOR_EDIT_MESSAGES.unknownPlace);
    next.location = place?.label ?? null;
    next.lat = place?.lat ?? null;
    next.lon = place?.lon ?? null;
  }
  return next;
}

/** The fields whose value the edit changes, before and after. */
function difference(before: PageState, after: PageState) {
  const changed = (Object.keys(after) as (keyof PageState)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (state: PageState) => Object.fromEntries(changed.map((key) => [key, state[key]]));
  return { changed, before: pick(before), after: pick(after) };
}

/**
 * PATCH /creators/{id}: the verified creator of the page (403 for anyone else) changes any subset
 * of its fields. The bio is stored sanitised; categories must be of the page's platform; the
 * location is a place of GET /places (its coordinates feed the nearby filter). The row, its
 * categories, search_text and the edit record (who, when, before, after) are written in one
 * transaction, so search, filters and facet counts (kept by triggers) see the change at once.
 */
export async function editCreatorPage(
  app: FastifyInstance,
  userId: number,
  creatorId: number,
  body: CreatorUpdateBody,
): Promise<Creator> {
  const { database } = app.deps;
  const row = await findEditableCreator(database, creatorId);
  if (!row) throw notFound('Creator not found');
  if (row.user_id !== userId || !row.verified) throw notOwner();
  const current = stateOf(row);
  const next = await nextState(app, row, body);
  const diff = difference(current, next);
  if (diff.changed.length > 0) {
    const priceEvent = priceEventOf(current, next);
    const saved = await database.db.transaction(async (tx) => {
      const written = await saveCreatorEdit(tx, {
        creatorId,
        userId,
        changes: { ...next, priceCents: next.price, promoPriceCents: next.promoPrice },
        categoryIds: diff.changed.includes('categories') ? next.categories : null,
        before: diff.before,
        after: diff.after,
      });
      if (written) {
        await recordPriceChanges(inTransaction(tx), [
          { creatorId, before: priceStateOf(current), after: priceStateOf(next) },
        ]);
      }
      // The fans' alerts: recorded with the change itself, and the next alert round brought forward.
      if (written && priceEvent) {
        await recordPriceEvent(inTransaction(tx), creatorId, priceEvent, current, next);
        await alertRoundSoon(inTransaction(tx));
      }
      return written;
    });
    if (!saved) throw notOwner();
    await app.services.changes.record({ kind: 'creator.edited', creatorIds: [creatorId] });
    app.log.info({ creatorId, userId, fields: diff.changed }, 'creator page edited');
  }
  return getCreatorDetails(database, String(creatorId), userId);
}
