// Bundles the server and the operator commands (operator-commands.mjs), with the workspace
// packages, into dist/ (server.js, <command>.js and their shared chunks, side by side: code finds
// the migrations and the web app relative to dist/), copies the migrations beside them, and prints
// one line: what was built, its size and the time.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { OPERATOR_COMMANDS } from './operator-commands.mjs';

const started = performance.now();
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@fanlens/'));

const path = (file) => new URL(file, import.meta.url).pathname;
const entryPoints = [
  { in: path('./src/server.ts'), out: 'server' },
  ...Object.entries(OPERATOR_COMMANDS).map(([name, source]) => ({ in: path(source), out: name })),
];

rmSync(path('./dist'), { recursive: true, force: true });
const result = await build({
  entryPoints,
  outdir: path('./dist'),
  bundle: true,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  metafile: true,
  external: [...new Set([...external, 'zod'])],
  banner: {
    js: "import { createRequire as __fanlensRequire } from 'node:module'; const require = __fanlensRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(path('./src/db/migrations'), path('./dist/migrations'), { recursive: true });

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `api: dist server.js and ${entryPoints.length - 1} operator commands (${Object.keys(OPERATOR_COMMANDS).join(', ')}), ` +
    `${outputs.length} files ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${seconds} s`,
);
