import fs from 'node:fs';
import path from 'node:path';
import { baseURL } from '../playwright.config';

/** The server's DATA_DIR, written by e2e/start-server.mjs for this port. */
function outboxDir() {
  const port = new URL(baseURL).port;
  const file = new URL(`../.data/data-dir-${port}`, import.meta.url);
  return path.join(fs.readFileSync(file, 'utf8').trim(), 'outbox');
}

/** The newest e-mail to `email` in the outbox, its quoted-printable body decoded as UTF-8. */
export function lastMailTo(email: string): string | null {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return null;
  const last = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'latin1'))
    .filter((text) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text))
    .at(-1);
  if (!last) return null;
  const bytes = last
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
