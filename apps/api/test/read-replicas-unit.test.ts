import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createLagClock } from '../src/lib/replicas/lag-clock';
import { lsnFromKey, lsnKey, parseLsn } from '../src/lib/replicas/lsn';

describe('read replicas: configuration, WAL positions and lag', () => {
  it('takes one or several replica URLs, only with a PostgreSQL primary', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db/fanlens',
      DATABASE_READ_URL: 'postgres://replica-1/fanlens, postgresql://replica-2:5433/fanlens',
      DATABASE_READ_MAX_LAG_SECONDS: '2.5',
    });
    expect(config.readReplicas).toEqual({
      urls: ['postgres://replica-1/fanlens', 'postgresql://replica-2:5433/fanlens'],
      maxLagMs: 2500,
    });
    expect(loadConfig({}).readReplicas).toEqual({ urls: [], maxLagMs: 10_000 });
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/fanlens' })).toThrow(
      /DATABASE_READ_URL: read replicas need DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/x', DATABASE_READ_URL: 'mysql://replica/x' })).toThrow(
      /DATABASE_READ_URL: must be PostgreSQL URLs/,
    );
  });

  it('reads pg_lsn positions and keeps them in a form whose string order is their order', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(() => parseLsn('16-B374')).toThrow(/not a WAL position/);
    const positions = ['0/FFFFFFFF', '1/0', '9/1', 'A/0', 'FF/10'].map(parseLsn);
    const keys = positions.map(lsnKey);
    expect([...keys].sort()).toEqual(keys);
    expect(keys.map(lsnFromKey)).toEqual(positions);
  });

  it("measures a replica's lag by the age of the first primary position it has not replayed", () => {
    const clock = createLagClock(60_000);
    expect(clock.lagOf(5n, 1000)).toBeNull();
    clock.record(100n, 1000);
    clock.record(100n, 1250); // Unchanged: the first sample of a position stays.
    clock.record(300n, 1500);
    clock.record(400n, 1750);
    expect(clock.lagOf(400n, 2000)).toEqual({ ms: 0, bytes: 0 });
    expect(clock.lagOf(500n, 2000)).toEqual({ ms: 0, bytes: 0 });
    expect(clock.lagOf(300n, 2000)).toEqual({ ms: 250, bytes: 100 });
    expect(clock.lagOf(150n, 2000)).toEqual({ ms: 500, bytes: 250 });
    expect(clock.lagOf(50n, 2000)).toEqual({ ms: 1000, bytes: 350 });
    clock.record(500n, 100_000); // Samples older than a minute are dropped (the one before the window stays).
    expect(clock.lagOf(50n, 100_000)).toEqual({ ms: 100_000 - 1750, bytes: 450 });
  });
});
