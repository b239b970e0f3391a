import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { authAs, buildReview, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

/**
 * Issue 33's server texts: an error's message in the request's language (the account's for a
 * signed-in user, else Accept-Language; `code` and `field` unchanged), the account's language set
 * by PATCH /users/my and at sign-up, and e-mails in the account's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'https://fanlens.example' });
});
afterAll(async () => t?.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

const setLanguage = async (userId: number, language: string) =>
  inject('PATCH', '/api/users/my', await authAs(t.app, userId), { language });

/** The outbox's messages to `email`, their quoted-printable bodies decoded as UTF-8. */
async function mailsTo(email: string): Promise<string[]> {
  await t.app.jobs.drain();
  const dir = t.config.mail.outboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'latin1'))
    .map((raw) =>
      Buffer.from(
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    )
    .filter((mail) => mail.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

describe('error messages in the request language', () => {
  it('a guest gets Accept-Language (es, de), English for any other; code and field never change', async () => {
    const bad = { email: 'not-an-address', password: 'long-enough-1' };
    const answers = await Promise.all(
      ['es-ES,es;q=0.9', 'de', 'fr-FR', ''].map((language) =>
        inject('POST', '/api/auth/register', language ? { 'accept-language': language } : {}, bad),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers.map((res) => res.json())).toEqual([
      {
        statusCode: 400,
        code: 'validation_failed',
        field: 'email',
        message: 'email: Debe ser un correo electrónico válido',
      },
      {
        statusCode: 400,
        code: 'validation_failed',
        field: 'email',
        message: 'email: Muss eine gültige E-Mail-Adresse sein',
      },
      { statusCode: 400, code: 'validation_failed', field: 'email', message: 'email: Must be a valid email' },
      { statusCode: 400, code: 'validation_failed', field: 'email', message: 'email: Must be a valid email' },
    ]);

    const missing = await inject('GET', '/api/creators/details/999999999', { 'accept-language': 'es' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', message: 'No se ha encontrado el creador' });

    const wrong = await inject(
      'POST',
      '/api/auth/login',
      { 'accept-language': 'de' },
      {
        email: 'nobody-here@example.test',
        password: 'wrong-password-1',
      },
    );
    expect(wrong.json()).toEqual({
      statusCode: 401,
      code: 'invalid_credentials',
      message: 'Benutzername oder Passwort ist nicht korrekt',
    });

    const noRoute = await inject('GET', '/api/no-such-route', { 'accept-language': 'es' });
    expect(noRoute.json()).toEqual({
      statusCode: 404,
      code: 'not_found',
      message: 'No hay ninguna ruta para GET /api/no-such-route',
    });
  });

  it('a signed-in account gets its own language, whatever Accept-Language says', async () => {
    const user = await buildUser(t.database);
    const changed = await setLanguage(user.id, 'de');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe('de');

    const headers = { ...(await authAs(t.app, user.id)), 'accept-language': 'es' };
    const res = await inject('POST', '/api/auth/change-password', headers, {
      oldPassword: 'not-the-password-1',
      newPassword: 'a-new-password-2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      field: 'oldPassword',
      message: 'Das aktuelle Passwort ist nicht korrekt',
    });

    const es = await setLanguage(user.id, 'es');
    expect(es.json().language).toBe('es');
    const again = await inject('GET', '/api/creators/details/999999999', {
      ...(await authAs(t.app, user.id)),
      'accept-language': 'de',
    });
    expect(again.json()).toMatchObject({ code: 'not_found', message: 'No se ha encontrado el creador' });
  });

  it('PATCH /users/my refuses a language it does not have (400 on `language`, in the account language)', async () => {
    const user = await buildUser(t.database);
    await setLanguage(user.id, 'de');
    const res = await setLanguage(user.id, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'language' });
    expect(res.json().message).toContain('Muss einer dieser Werte sein: en, es, de');
    const profile = await inject('GET', '/api/users/my', await authAs(t.app, user.id));
    expect(profile.json().language).toBe('de');
  });

  it('rate-limit answers are translated too (429 `rate_limited`, Retry-After kept)', async () => {
    const email = `locked-${Date.now()}@example.test`;
    let res = await inject('POST', '/api/auth/login', { 'accept-language': 'es' }, { email, password: 'wrong-1-x' });
    for (let i = 0; i < 12 && res.statusCode !== 429; i += 1) {
      res = await inject('POST', '/api/auth/login', { 'accept-language': 'es' }, { email, password: 'wrong-1-x' });
    }
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().code).toBe('rate_limited');
    expect(res.json().message).toMatch(
      /^Demasiados intentos\. Vuelve a intentarlo dentro de \d+ (segundos|minutos)\.$/,
    );
  });
});

describe('the account language', () => {
  it('sign-up takes the language of Accept-Language; its confirmation e-mail is written in it', async () => {
    const email = `alta-${Date.now()}@example.test`;
    const res = await inject(
      'POST',
      '/api/auth/register',
      { 'accept-language': 'es-MX' },
      {
        email,
        password: 'una-clave-larga-1',
        name: 'Lucía',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.language).toBe('es');
    const [mail] = await mailsTo(email);
    expect(mail).toContain('Hola, Lucía:');
    expect(mail).toContain('Para confirmar que esta dirección es tuya');
    expect(mail).not.toContain('To confirm that this address is yours');
  });

  it('a German account gets its password reset e-mail in German, an English one in English', async () => {
    const german = await buildUser(t.database, { name: 'Jonas' });
    await setLanguage(german.id, 'de');
    const english = await buildUser(t.database, { name: 'Ada' });
    for (const user of [german, english]) {
      // The guest's own Accept-Language does not matter: the mail follows the account.
      await inject('POST', '/api/auth/forgot-password', { 'accept-language': 'es' }, { email: user.email });
    }
    const [de] = await mailsTo(german.email);
    expect(de).toContain('Hallo Jonas,');
    expect(de).toContain('Um ein neues Passwort zu wählen, öffne innerhalb einer Stunde diesen Link:');
    expect(de).toContain('Mein Passwort zurücksetzen');
    expect(de).toMatch(/\/reset-password\?token=/);
    const [en] = await mailsTo(english.email);
    expect(en).toContain('Hello Ada,');
    expect(en).toContain('To choose a new password, open this link within one hour:');
  });

  it('notifications are written in the recipient’s language', async () => {
    const author = await buildUser(t.database);
    await setLanguage(author.id, 'es');
    const review = await buildReview(t.database, { userId: author.id });
    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    await setLanguage(moderator.id, 'de');
    const res = await inject('POST', `/api/moderation/reviews/${review.id}/hide`, await authAs(t.app, moderator.id), {
      reason: 'Comparte un número de teléfono',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(author.email);
    // The statement of reasons (decision 039): owed whatever the notification settings say.
    expect(mail).toContain('Un moderador de FanLens ocultó tu reseña de');
    expect(mail).toContain('Motivo: Comparte un número de teléfono');
    expect(mail).toContain('Puedes recurrirla una vez');
    expect(mail).not.toContain('Recibes este correo por tus ajustes de notificaciones de FanLens');
  });
});
