import type { Language } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';

/**
 * The language of the e-mails to an account. Accounts have no language of their own yet, so
 * every account is written to in English; this is the one place that changes when they do.
 */
export async function accountLanguage(_database: Queryable, _userId: number): Promise<Language> {
  return 'en';
}
