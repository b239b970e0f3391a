// `node apps/api/run-command.mjs <command> [arguments]`, what the operator scripts of the root
// package.json run (`npm run db:migrate`, `npm run users:role -- …`): the command's compiled file
// (dist/<command>.js, made by `npm run build`) on a production install, where neither the sources
// nor tsx are there (`npm ci --omit=dev`); in a checkout with the dev dependencies, its source
// through tsx, so a command always runs the code as it is now.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OPERATOR_COMMANDS } from './operator-commands.mjs';

const [name] = process.argv.splice(2, 1);
const source = OPERATOR_COMMANDS[name];
if (!source) {
  console.error(`Unknown command "${name ?? ''}": one of ${Object.keys(OPERATOR_COMMANDS).join(', ')}`);
  process.exit(2);
}

const sourceFile = new URL(source, import.meta.url);
const compiled = new URL(`./dist/${name}.js`, import.meta.url);

async function tsxRegister() {
  try {
    return (await import('tsx/esm/api')).register;
  } catch {
    return null; // a production install: no dev dependencies
  }
}

const register = existsSync(sourceFile) ? await tsxRegister() : null;
/** Runs `file` as if node had been given it (its name in process.argv[1], e.g. for the database's lock). */
const run = (file) => {
  process.argv[1] = fileURLToPath(file);
  return import(file.href);
};
if (register) {
  register();
  await run(sourceFile);
} else if (existsSync(compiled)) {
  await run(compiled);
} else {
  console.error(`${compiled.pathname} is missing: run \`npm run build\` first`);
  process.exit(2);
}
