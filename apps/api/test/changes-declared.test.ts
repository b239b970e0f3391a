import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_EFFECTS } from '../src/lib/changes/change-effects';
import type { ChangeKind } from '../src/lib/changes/change';
import { writeRoutes } from '../src/lib/changes/route-changes';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp } from './helpers/app';

/**
 * Every write route declares the changes it records (lib/changes/route-changes.ts); a change it
 * records without declaring it fails the test that made it (helpers/app.ts checks on close).
 */
/** Kinds recorded by the background rounds and the read counters, not by a write route. */
const RECORDED_OUTSIDE_ROUTES: ChangeKind[] = ['top.rescored', 'growth.rescored', 'trends.counted'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('declared changes', () => {
  it('every write route declares its changes', () => {
    const routes = writeRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => route.declared === undefined).map((route) => route.route)).toEqual([]);
  });

  it('every kind of the table is declared by a route or recorded by a round', () => {
    const declared = new Set(writeRoutes(t.app).flatMap((route) => route.declared ?? []));
    const unused = (Object.keys(CHANGE_EFFECTS) as ChangeKind[]).filter(
      (kind) => !declared.has(kind) && !RECORDED_OUTSIDE_ROUTES.includes(kind),
    );
    expect(unused).toEqual([]);
  });

  it('a change a route records without declaring it is noted with the route', async () => {
    const app = await buildApp({ config: t.config, database: t.database });
    app.post('/api/test-undeclared', { config: { changes: ['creator.reported'] } }, async () => {
      await app.services.changes.record({ kind: 'creator.reported', creatorId: 1 });
      await app.services.changes.record({ kind: 'top.rescored' });
      return { ok: true };
    });
    await app.ready();
    try {
      expect((await app.inject({ method: 'POST', url: '/api/test-undeclared' })).statusCode).toBe(200);
      expect(app.services.changes.undeclared).toEqual([{ kind: 'top.rescored', route: 'POST /api/test-undeclared' }]);
    } finally {
      await app.close();
    }
  });
});
