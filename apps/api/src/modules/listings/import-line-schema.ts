import { creatorImportLine } from '@fanlens/shared';
import { z } from 'zod';

/** The JSON Schema (draft 2020-12) of one line of a data file for `npm run creators:import`. */
export function importLineJsonSchema(): Record<string, unknown> {
  return {
    $id: 'https://fanlens.example/schemas/creator-line.schema.json',
    title: 'FanLens creator import line',
    description:
      'One creator per line of a JSONL file (or a CSV row with the same names as columns: counters.likes, links.twitter; lists separated by |). platform and username are required; a field left out keeps what is stored, null clears it. Prices in cents.',
    ...z.toJSONSchema(creatorImportLine, { io: 'input', unrepresentable: 'any' }),
  };
}
