// `npm run build -w @fanlens/web`: the browser build, its .br/.gz twins, then the server renderer
// (dist-ssr), printing one line (what was built, its size, the time) instead of Vite's table of
// every chunk; warnings and errors still show (`npx vite build` in apps/web prints the table).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const logLevel = 'warn';
const started = performance.now();

await build({ root, logLevel });
const twins = precompress(path.join(root, 'dist'));
await build({ root, logLevel, build: { ssr: 'src/entry-server.tsx' } });

/** Files and bytes under `dir`, the precompressed twins left out. */
function measure(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (/\.(br|gz)$/.test(file) || !statSync(file).isFile()) continue;
    files += 1;
    bytes += statSync(file).size;
  }
  return { files, bytes };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const browser = measure(path.join(root, 'dist'));
const server = measure(path.join(root, 'dist-ssr'));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `web: dist ${browser.files} files ${mb(browser.bytes)} (${twins} with .br/.gz twins), dist-ssr ${server.files} files ${mb(server.bytes)}, in ${seconds} s`,
);
