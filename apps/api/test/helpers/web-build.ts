import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));
/** The built web app (browser files) the server renders pages with. */
export const WEB_DIST = `${webRoot}/dist`;

/**
 * The web app built for the browser and for the server renderer; built once here when missing
 * (a fresh checkout runs the unit tests before any build).
 */
export function ensureWebBuild(): string {
  const built = fs.existsSync(`${WEB_DIST}/index.html`) && fs.existsSync(`${webRoot}/dist-ssr/entry-server.js`);
  if (!built) execFileSync('npm', ['run', 'build', '-w', '@fanlens/web'], { stdio: 'ignore', cwd: `${webRoot}/../..` });
  return WEB_DIST;
}
