import { timingSafeEqual } from 'node:crypto';
import type { UnsubscribeKind } from '@fanlens/shared';
import type { TokenSigner } from './tokens';

/** The signed token of "stop sending me `kind` e-mails" for one user (no expiry: it only turns e-mails off). */
export function unsubscribeToken(signer: TokenSigner, userId: number, kind: UnsubscribeKind): string {
  return signer.mac(`unsubscribe:${userId}:${kind}`);
}

export function isUnsubscribeToken(signer: TokenSigner, userId: number, kind: UnsubscribeKind, token: string) {
  const expected = Buffer.from(unsubscribeToken(signer, userId, kind));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The one-click link of a notification e-mail. */
export function unsubscribeUrl(publicUrl: string, signer: TokenSigner, userId: number, kind: UnsubscribeKind) {
  const query = new URLSearchParams({ user: String(userId), kind, token: unsubscribeToken(signer, userId, kind) });
  return `${publicUrl}/api/notifications/unsubscribe?${query.toString()}`;
}
