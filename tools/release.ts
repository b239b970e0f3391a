/**
 * `npm run release -- <dir>`: after `npm run build`, writes to <dir> what a production server
 * needs, and nothing else: the package manifests and the lock file (for `npm ci --omit=dev`),
 * the built server and operator commands (apps/api/dist and the two scripts that run them) and
 * the built web app (apps/web/dist, dist-ssr). Copy <dir> to the server, then there:
 * `npm ci --omit=dev`, `npm run db:migrate`, `npm run serve` (README, "Deploying").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run release -- <dir>');
  process.exit(2);
}
const out = path.resolve(target);
if (fs.existsSync(out) && fs.readdirSync(out).length > 0) {
  console.error(`${out} is not empty: give a new or empty directory`);
  process.exit(2);
}

const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
/** Built folders a production server runs from; the build makes them. */
const BUILT = ['apps/api/dist', 'apps/web/dist', 'apps/web/dist-ssr'];
const FILES = [
  'package.json',
  'package-lock.json',
  // npm ci needs every workspace's manifest; their sources are in the bundles.
  ...rootPackage.workspaces.map((workspace) => `${workspace}/package.json`),
  'apps/api/run-command.mjs',
  'apps/api/operator-commands.mjs',
];

for (const folder of BUILT) {
  if (!fs.existsSync(path.join(root, folder))) {
    console.error(`${folder} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
}
for (const file of [...FILES, ...BUILT]) {
  fs.cpSync(path.join(root, file), path.join(out, file), { recursive: true });
}
console.log(`Release in ${out}: ${FILES.length} files and ${BUILT.join(', ')}.`);
