import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../users/queries';

/** Stores a confirmation link (its hash) for the account's current address, valid `ttlSeconds`. */
export async function insertEmailConfirmation(
  db: Executor,
  link: { userId: number; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await db.execute(sql`insert into email_confirmations (token_hash, user_id, email, expires_at)
                       select ${link.tokenHash}, id, email, now() + ${link.ttlSeconds}::int * interval '1 second'
                       from users where id = ${link.userId}`);
}

export interface ConfirmationLinkState {
  user_id: number;
  email: string;
  used: boolean;
  expired: boolean;
  /** The account's address is still the one the link was sent to. */
  same_address: boolean;
}

/** The link of a token hash with its account, locked for the rest of the transaction. */
export async function lockEmailConfirmation(
  db: Executor,
  tokenHash: string,
): Promise<ConfirmationLinkState | undefined> {
  const [row] = await rowsOf<ConfirmationLinkState>(
    db.execute(sql`select c.user_id, u.email, c.used_at is not null as used, c.expires_at <= now() as expired,
                          lower(c.email) = lower(u.email) as same_address
                   from email_confirmations c join users u on u.id = c.user_id
                   where c.token_hash = ${tokenHash}
                   for update of c`),
  );
  return row;
}

/** Spends the link and confirms its account (the first confirmation's time stays); returns that time. */
export async function confirmWithLink(db: Executor, tokenHash: string, userId: number): Promise<Date | string> {
  await db.execute(sql`update email_confirmations set used_at = now() where token_hash = ${tokenHash}`);
  const [row] = await rowsOf<{ email_confirmed_at: Date | string }>(
    db.execute(sql`update users set email_confirmed_at = coalesce(email_confirmed_at, now())
                   where id = ${userId} returning email_confirmed_at`),
  );
  return row.email_confirmed_at;
}

/** Whether the account has confirmed its address; locks its row (one resend after the other). */
export async function lockConfirmedState(db: Executor, userId: number): Promise<{ confirmed: boolean } | undefined> {
  const [row] = await rowsOf<{ confirmed: boolean }>(
    db.execute(sql`select email_confirmed_at is not null as confirmed from users where id = ${userId} for update`),
  );
  return row;
}
