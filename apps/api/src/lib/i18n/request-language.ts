import type { FastifyRequest } from 'fastify';
import { type Language, isLanguage } from '@fanlens/shared';
import type { Queryable } from '../../db/transaction';
import { languageOfAcceptHeader, translateMessage } from './index';

/** The language stored on an account, or undefined for an unknown account. */
export async function accountLanguage(database: Queryable, userId: number): Promise<Language | undefined> {
  const [row] = await database.query<{ language: string }>('select language from users where id = $1', [userId]);
  return row && isLanguage(row.language) ? row.language : undefined;
}

/**
 * The language a request is answered in: the account's for a signed-in user, otherwise its
 * `Accept-Language` (en, es or de; English for anything else). When the account cannot be read
 * (the database is out of reach), the header decides.
 */
export async function requestLanguage(request: FastifyRequest, { readAccount = true } = {}): Promise<Language> {
  if (readAccount && request.userId !== null) {
    try {
      const language = await accountLanguage(request.server.deps.database, request.userId);
      if (language) return language;
    } catch {
      // The header's language, below.
    }
  }
  return languageOfAcceptHeader(request.headers['accept-language']);
}

/**
 * An error answer's `message` in `language` (`code` and `field` never change). A schema
 * validation message reads `<field>: <text>`: the text is translated and the field kept.
 */
export function localizeBody<T extends { message: string; field?: string }>(language: Language, body: T): T {
  const prefix = body.field ? `${body.field}: ` : '';
  if (prefix && body.message.startsWith(prefix)) {
    return { ...body, message: prefix + translateMessage(language, body.message.slice(prefix.length)) };
  }
  return { ...body, message: translateMessage(language, body.message) };
}

/** localizeBody() in the request's language. */
export async function localizedBody<T extends { message: string; field?: string }>(
  request: FastifyRequest,
  body: T,
): Promise<T> {
  return localizeBody(await requestLanguage(request), body);
}
