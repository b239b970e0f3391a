import type { CreatorDetails } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import { notFound, pageRemoved } from '../../lib/errors';
import { presentCreator, type CreatorRow } from './creator-presenter';
import { creatorSelect } from './creator-select';
import { hasOpenCase } from './notice-queries';
import { ownerReports } from './owner-reports';

const MAX_ID = 2_147_483_647;

/**
 * The creator page: `idOrUsername` is an id (digits) or a username (case-insensitive). Digits are
 * tried as an id first, then as a username (usernames may be all digits). Bio stays HTML.
 * `unusualActivity` is true while a case of unusual review activity is open on the page;
 * `creatorReports` counts the reviews its own creator reported in the last 12 months.
 */
export async function getCreatorDetails(
  database: Queryable,
  idOrUsername: string,
  viewerId: number | null,
  /** Called with the row found (the page view counter). */
  onRead?: (row: CreatorRow) => void,
): Promise<CreatorDetails> {
  const value = idOrUsername.trim();
  let row: CreatorRow | undefined;
  if (/^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_ID) {
    [row] = await database.query<CreatorRow>(`select ${creatorSelect('$2')} from creators c where c.id = $1`, [
      Number(value),
      viewerId,
    ]);
  }
  if (!row) {
    [row] = await database.query<CreatorRow>(
      `select ${creatorSelect('$2')} from creators c where lower(c.username) = lower($1)`,
      [value, viewerId],
    );
  }
  if (!row) throw notFound('Creator not found');
  // A page gone from its platform still answers, saying so (decision 037); a removed one is 410.
  if (row.removed_at && !row.gone_at) throw pageRemoved();
  onRead?.(row);
  const [unusualActivity, creatorReports] = await Promise.all([
    hasOpenCase(database, row.id),
    ownerReports(database, row.id),
  ]);
  return {
    ...presentCreator(row, { bio: 'html' }),
    unusualActivity,
    creatorReports,
    goneFromPlatform: Boolean(row.gone_at),
  };
}
