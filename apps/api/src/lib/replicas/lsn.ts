/** A WAL position as PostgreSQL writes it (`pg_lsn`: `16/B374D848`), as a byte offset. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** A WAL position as 16 hex digits: strings compare as the positions do (the form kept in Redis). */
export const lsnKey = (lsn: bigint) => lsn.toString(16).padStart(16, '0');

export const lsnFromKey = (key: string) => BigInt(`0x${key}`);
