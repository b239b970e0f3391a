/**
 * `npm run docs:import-schema`: writes docs/import/creator-line.schema.json, the JSON Schema of one
 * line of a `creators:import` data file, from the line format the importer checks
 * (creatorImportLine in packages/shared). A test fails while the committed file differs.
 */
import fs from 'node:fs';
import { importLineJsonSchema } from '../apps/api/src/modules/listings/import-line-schema';

const target = new URL('../docs/import/creator-line.schema.json', import.meta.url);
fs.writeFileSync(target, `${JSON.stringify(importLineJsonSchema(), null, 2)}\n`);
console.log(`Wrote ${target.pathname}`);
