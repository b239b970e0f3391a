import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@fanlens/shared';
import type { Database } from '../../../src/db/client';
import { hashToken } from '../../../src/lib/tokens';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through POST /api/auth/login; fails the test on anything but 200. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<AuthResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Signs in like signIn, and returns the browser's device mark as a `cookie` header too. */
export async function signInFromBrowser(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ session: AuthResponse; device: { cookie: string } }> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { session: res.json(), device: { cookie: String(res.headers['set-cookie']).split(';')[0] } };
}

/**
 * POST /api/auth/refresh with the refresh token as bearer, and the browser's headers when given
 * (its device mark as `cookie`, its `user-agent`).
 */
export async function refresh(app: FastifyInstance, refreshToken: string, browser: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...bearer(refreshToken), ...browser } });
}

/** Moves a rotated refresh token's rotation out of the grace window, as if REFRESH_GRACE_SECONDS had passed. */
export async function ageRotation(database: Database, refreshToken: string): Promise<void> {
  await database.query(`update sessions set revoked_at = now() - interval '1 minute' where refresh_token_hash = $1`, [
    hashToken(refreshToken),
  ]);
}

/** The e-mails in the outbox folder (.eml), decoded from quoted-printable, oldest first. */
export function readOutbox(outboxDir: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) =>
      fs
        .readFileSync(path.join(outboxDir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/** The reset token of the newest e-mail sent to `email`. */
export function lastResetToken(outboxDir: string, email: string): string | undefined {
  const mail = readOutbox(outboxDir)
    .filter((message) => message.toLowerCase().includes(`to: ${email.toLowerCase()}`))
    .at(-1);
  return mail ? /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail)?.[1] : undefined;
}
