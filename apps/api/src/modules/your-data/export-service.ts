import { DATA_EXPORTS_PER_DAY } from '@fanlens/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notAuthorized, rateLimited } from '../../lib/errors';
import { date, readSections } from './export-section';
import { EXPORT_SECTIONS } from './export-sections';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The export document: when it was made, then one member per section (its OpenAPI description too). */
export const exportDocumentSchema = z.object({
  exportedAt: date,
  ...Object.fromEntries(
    EXPORT_SECTIONS.map((section) => [section.key, section.schema.meta({ description: section.description })]),
  ),
});

export type ExportDocument = z.infer<typeof exportDocumentSchema>;

/**
 * Everything FanLens holds about the account, as one JSON document (GET /users/my/export). At most
 * DATA_EXPORTS_PER_DAY a day per account (counted in Redis when set, so across instances): 429
 * `rate_limited` past that, with Retry-After. A token of a deleted account is signed out (401).
 */
export async function exportAccountData(app: FastifyInstance, userId: number): Promise<ExportDocument> {
  const { count, resetInMs } = await app.services.attempts.hit(`data-export:${userId}`, DAY_MS);
  if (count > DATA_EXPORTS_PER_DAY) throw rateLimited(resetInMs / 1000);
  const sections = await readSections(app.deps.database, userId, EXPORT_SECTIONS);
  if (!sections.account) throw notAuthorized();
  return { exportedAt: new Date().toISOString(), ...sections } as ExportDocument;
}
