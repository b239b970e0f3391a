// Bundles the server (with the workspace packages) into dist/server.js and copies the migrations beside it.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@fanlens/'));
const toolsPkg = JSON.parse(readFileSync(new URL('../../tools/package.json', import.meta.url), 'utf8'));
external.push(...Object.keys(toolsPkg.dependencies ?? {}).filter((name) => !name.startsWith('@fanlens/')));

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...new Set([...external, 'zod'])],
  banner: {
    js: "import { createRequire as __fanlensRequire } from 'node:module'; const require = __fanlensRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(new URL('./src/db/migrations', import.meta.url), new URL('./dist/migrations', import.meta.url), {
  recursive: true,
});
