import type { Queryable } from '../../db/transaction';

/** Whether a case of unusual activity is open on the creator (the page's notice). */
export async function hasOpenCase(database: Queryable, creatorId: number): Promise<boolean> {
  const [row] = await database.query<{ open: boolean }>(
    "select exists (select 1 from review_cases where creator_id = $1 and status = 'open') as open",
    [creatorId],
  );
  return row?.open === true;
}
