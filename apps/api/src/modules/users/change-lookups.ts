import type { ChangeLookups } from '../../lib/changes/change-effects';
import { reviewedCreatorIds, type Executor } from './queries';

/** What the effects of changes look up, from the database (lib/changes/change-effects.ts). */
export const changeLookups = (db: Executor): ChangeLookups => ({
  creatorsReviewedBy: (userId) => reviewedCreatorIds(db, userId),
});
