/** A small, fast, seeded PRNG (sfc32 seeded through splitmix32): the same seed gives the same sequence. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const splitmix = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = splitmix();
    this.b = splitmix();
    this.c = splitmix();
    this.d = splitmix();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by relative weights (same order as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal with the given median and spread (sigma of the underlying normal). */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** `count` distinct items of `items` (count ≤ items.length), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const n = Math.min(count, items.length);
    if (n * 3 < items.length) {
      const seen = new Set<number>();
      const result: T[] = [];
      while (result.length < n) {
        const i = Math.floor(this.next() * items.length);
        if (!seen.has(i)) {
          seen.add(i);
          result.push(items[i]);
        }
      }
      return result;
    }
    const copy = items.slice();
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  /** `count` distinct integers of [min, max], excluding `exclude`. */
  distinctInts(min: number, max: number, count: number, exclude = -1): number[] {
    const span = max - min + 1 - (exclude >= min && exclude <= max ? 1 : 0);
    const n = Math.min(count, span);
    const seen = new Set<number>();
    const result: number[] = [];
    while (result.length < n) {
      const value = this.int(min, max);
      if (value !== exclude && !seen.has(value)) {
        seen.add(value);
        result.push(value);
      }
    }
    return result;
  }
}
