import { ACCOUNT_SECTIONS } from './account-sections';
import { ACTIVITY_SECTIONS } from './activity-sections';
import { DECISION_SECTIONS } from './decision-sections';
import { MAIL_AND_LINK_SECTIONS } from './mail-and-link-sections';

/**
 * Everything FanLens holds about an account, one section per kind of record, in the order of the
 * document: each an entry of ACCOUNT_SECTIONS, ACTIVITY_SECTIONS, DECISION_SECTIONS or MAIL_AND_LINK_SECTIONS (its key, schema, query and
 * presenter). A new kind of record (a column of users, a table with a user id or the account's
 * e-mail address) is one more entry there; deletion-queries.ts says what happens to it when the
 * account is deleted.
 */
export const EXPORT_SECTIONS = [
  ...ACCOUNT_SECTIONS,
  ...ACTIVITY_SECTIONS,
  ...DECISION_SECTIONS,
  ...MAIL_AND_LINK_SECTIONS,
];
