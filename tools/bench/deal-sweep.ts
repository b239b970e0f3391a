import { DEAL_SORTS, MAX_OFFSET, MAX_PAGE_SIZE, PLATFORMS } from '@fanlens/shared';
import { Random } from '../../apps/api/src/demo-data/random';
import type { SweepCase, Vocabulary } from './discovery-sweep';

/**
 * The deals' part of the sweep: seeded random combinations of what a visitor can reach on /deals
 * (order × platform × category × NSFW × page size × offset up to MAX_OFFSET, where a rare
 * category's deep page is the costly case), every order equally often. No term: `none`.
 */
export function dealSweepCases(seed: number, count: number, words: Vocabulary): SweepCase[] {
  const random = new Random(seed ^ 0xdea1);
  const cases: SweepCase[] = [];
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams();
    params.set('sort', DEAL_SORTS[i % DEAL_SORTS.length]);
    if (random.chance(0.4)) params.set('platform', random.pick(PLATFORMS));
    if (random.chance(0.3)) params.set('category', random.pick(words.categories).slug);
    if (random.chance(0.3)) params.set('nsfw', 'false');
    if (random.chance(0.2)) params.set('limit', String(random.pick([1, 24, MAX_PAGE_SIZE])));
    const offset = random.chance(0.4)
      ? 0
      : random.pick([10, 20, 50, 100, 200, 500, 990, 1000, 1250, 2500, 5000, MAX_OFFSET - 10, MAX_OFFSET]);
    if (offset > 0) params.set('offset', String(offset));
    cases.push({ path: `/api/deals?${params.toString()}`, termClass: 'none' });
  }
  return cases;
}
