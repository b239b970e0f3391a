import type { Language } from '@fanlens/shared';
import { type Translate, translator } from './index';

/**
 * Writing an e-mail in its recipient's language (docs/decisions/019-languages.md):
 *
 *   const tr = translator(user.language);            // the account's `language` column
 *   mailer.send({
 *     to: user.email,
 *     subject: tr('mail.reset.subject'),
 *     text: letter(user.language, { name: user.name, lines: [tr('mail.reset.intro'), link] }),
 *   });
 *
 * Every sentence is a key of lib/i18n/en.ts with the same key in es.ts and de.ts (a test checks
 * them); links, names and what people typed go in as they are, as lines or `{name}` variables.
 * Mail to the team (jobs/team-notices.ts) stays English.
 */
export interface Letter {
  /** The recipient's name for the greeting; without one, a greeting with no name. */
  name?: string;
  /** The body's lines ('' for a blank line between paragraphs). */
  lines: string[];
  /** Ends with 'The FanLens team' (default true). */
  signature?: boolean;
  /** Lines after the signature (the notification footer). */
  footer?: string[];
}

/** The plain text of an e-mail in `language`: greeting, lines, signature, footer. */
export function letter(language: Language, { name, lines, signature = true, footer = [] }: Letter): string {
  const tr: Translate = translator(language);
  const greeting = name === undefined ? tr('mail.greetingAnonymous') : tr('mail.greeting', { name });
  const closing = signature ? ['', tr('mail.signature')] : [];
  const after = footer.length > 0 ? ['', ...footer] : [];
  return [greeting, '', ...lines, ...closing, ...after].join('\n') + '\n';
}

export { translator, type Translate } from './index';
