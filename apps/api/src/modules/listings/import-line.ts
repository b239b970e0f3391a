import { CREATOR_EDIT_MESSAGES, creatorImportLine, type CreatorImportLine } from '@fanlens/shared';
import { sanitizeBio } from '../../lib/bio-html';
import { COUNTERS, type Listing } from './listing';
import type { ListedCategory } from './listing-queries';

export interface LineProblem {
  field: string;
  message: string;
}

export interface LineContext {
  categories: ReadonlyMap<string, ListedCategory>;
}

/** The listing an import line stands for, and the avatar address it names (stored separately), or its first problem. */
export type LineResult = { listing: Listing; avatarUrl: string | null | undefined } | { problem: LineProblem };

/**
 * Checks one record of a data file against the line format (creatorImportLine) and turns it into a
 * listing: the bio sanitised, categories from slugs of the page's platform, a location with the
 * label as given (its coordinates are looked up for the whole batch: placesOfBatch).
 */
export function listingOfImportRecord(record: Record<string, unknown>, context: LineContext): LineResult {
  const parsed = creatorImportLine.safeParse(record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.length > 0 ? issue.path.join('.') : 'line';
    const message = issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message;
    return {
      problem: {
        field: issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]].join('.') : field,
        message,
      },
    };
  }
  const line: CreatorImportLine = parsed.data;
  const listing: Listing = { platform: line.platform, username: line.username };
  if (line.name !== undefined) listing.name = line.name;
  if (line.bio !== undefined) listing.bio = sanitizeBio(line.bio);
  if (line.url !== undefined) listing.url = line.url;
  if (line.price !== undefined) listing.price = line.price;
  if (line.promoPrice !== undefined) listing.promoPrice = line.promoPrice;
  if (line.promoEndsAt !== undefined) listing.promoEndsAt = line.promoEndsAt;
  if (line.price !== undefined && line.promoPrice != null && line.price !== null && line.promoPrice >= line.price) {
    return { problem: { field: 'promoPrice', message: CREATOR_EDIT_MESSAGES.promoNotBelow } };
  }
  if (line.counters !== undefined) {
    listing.counters = Object.fromEntries(
      COUNTERS.filter((counter) => line.counters?.[counter] !== undefined).map((counter) => [
        counter,
        line.counters?.[counter] ?? null,
      ]),
    );
  }
  if (line.links !== undefined) listing.links = line.links;
  if (line.tags !== undefined) listing.tags = line.tags;
  if (line.gender !== undefined) listing.gender = line.gender;
  if (line.nsfw !== undefined) listing.nsfw = line.nsfw;
  if (line.categories !== undefined) {
    const ids: number[] = [];
    for (const slug of line.categories) {
      const category = context.categories.get(slug);
      if (!category || category.platform !== line.platform) {
        return { problem: { field: 'categories', message: `No ${line.platform} category has the slug "${slug}"` } };
      }
      ids.push(category.id);
    }
    listing.categoryIds = ids;
  }
  if (line.location !== undefined) {
    listing.location = line.location === null ? null : { label: line.location, lat: null, lon: null };
  }
  return { listing, avatarUrl: line.avatarUrl };
}
