import { describe, expect, it } from 'vitest';
import { nextRead, type ReadOutcome, type RefreshState } from '../src/modules/refresh/schedule';

/** When a page is read again (modules/refresh/schedule.ts), against known answers. */
const HOUR = 3_600_000;
const start = new Date('2026-03-01T12:00:00Z');
const fresh: RefreshState = { failures: 0, misses: 0, firstMissAt: null };
const hoursAfter = (from: Date, to: Date) => (to.getTime() - from.getTime()) / HOUR;

/** Reads a page with `outcomes` one after another, each at its due moment; the waits in hours and the last state. */
function run(outcomes: ReadOutcome[], active = false) {
  let state = fresh;
  let now = start;
  const waits: number[] = [];
  const gone: boolean[] = [];
  for (const outcome of outcomes) {
    const next = nextRead(outcome, state, active, now);
    waits.push(hoursAfter(now, next.dueAt));
    gone.push(next.gone);
    state = next.state;
    now = next.dueAt;
  }
  return { waits, gone, state, at: hoursAfter(start, now) };
}

describe('the refresh schedule', () => {
  it('reads a page in use every 24 hours and a quiet one every 7 days', () => {
    expect(run([{ kind: 'found' }], true).waits).toEqual([24]);
    expect(run([{ kind: 'unchanged' }], true).waits).toEqual([24]);
    expect(run([{ kind: 'found' }], false).waits).toEqual([7 * 24]);
    expect(run([{ kind: 'unchanged' }], false).waits).toEqual([7 * 24]);
  });

  it('backs failed reads off 1 h, 6 h, 24 h, then the tier; a success starts over', () => {
    const failed: ReadOutcome = { kind: 'failed' };
    expect(run([failed, failed, failed, failed, failed], false).waits).toEqual([1, 6, 24, 168, 168]);
    expect(run([failed, failed, failed, failed], true).waits).toEqual([1, 6, 24, 24]);
    const recovered = run([failed, failed, { kind: 'found' }, failed]);
    expect(recovered.waits).toEqual([1, 6, 168, 1]);
    expect(recovered.state.failures).toBe(1);
  });

  it('makes a profile gone at its 3rd miss in a row, 72 hours after the 1st, and not before', () => {
    const miss: ReadOutcome = { kind: 'not_found' };
    const { waits, gone, state } = run([miss, miss, miss]);
    expect(waits).toEqual([36, 36, 168]);
    expect(gone).toEqual([false, false, true]);
    expect(state).toEqual({ failures: 0, misses: 3, firstMissAt: start });
  });

  it('does not make a profile gone after 3 misses within 3 days (a read moved up), nor after a found read between', () => {
    const miss: ReadOutcome = { kind: 'not_found' };
    // Three misses 2 hours apart: not gone until a miss comes 3 days after the first.
    let state = fresh;
    for (const hours of [0, 2, 4]) {
      const next = nextRead(miss, state, true, new Date(start.getTime() + hours * HOUR));
      expect(next.gone).toBe(false);
      state = next.state;
    }
    expect(nextRead(miss, state, true, new Date(start.getTime() + 71 * HOUR)).gone).toBe(false);
    expect(nextRead(miss, state, true, new Date(start.getTime() + 72 * HOUR)).gone).toBe(true);
    // A found read between misses starts the count over.
    const broken = run([miss, miss, { kind: 'found' }, miss, miss]);
    expect(broken.gone).toEqual([false, false, false, false, false]);
    expect(broken.state.misses).toBe(2);
  });

  it("waits out a platform's budget (at least a second) and keeps the state; reading turned off waits the quiet tier", () => {
    const state: RefreshState = { failures: 2, misses: 1, firstMissAt: start };
    const limited = nextRead({ kind: 'rate_limited', retryAfterMs: 30_000 }, state, true, start);
    expect(limited).toEqual({ dueAt: new Date(start.getTime() + 30_000), state, gone: false });
    expect(nextRead({ kind: 'rate_limited', retryAfterMs: 0 }, state, true, start).dueAt).toEqual(
      new Date(start.getTime() + 1000),
    );
    const off = nextRead({ kind: 'off' }, state, true, start);
    expect(off).toEqual({ dueAt: new Date(start.getTime() + 168 * HOUR), state, gone: false });
  });
});
