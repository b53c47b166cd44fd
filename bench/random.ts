/**
 * Small seeded random numbers for the benchmark data: sfc32 seeded through splitmix32, so that a
 * given seed always yields the same data (Math.random is never used). Each part of the generator
 * takes its own stream (`new Rng(seed, 'posts')`), so adding draws to one part leaves the others
 * unchanged.
 */

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a of a string, to turn a stream name into a number. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = '') {
    const mix = splitmix32((seed >>> 0) ^ hashString(stream));
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** A uniform 32-bit unsigned integer (sfc32). */
  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform in [0, 1), 53 bits. */
  next(): number {
    return ((this.uint32() >>> 5) * 67108864 + (this.uint32() >>> 6)) / 9007199254740992;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Uniform integer in [min, max]. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal with the given median and spread (sigma of the logarithm). */
  lognormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** Pareto with minimum 1 and tail index alpha: heavy-tailed for alpha below 2. */
  pareto(alpha: number): number {
    return (1 - this.next()) ** (-1 / alpha);
  }

  /** Exponential with the given mean, truncated to [0, max). */
  truncatedExponential(mean: number, max: number): number {
    if (max <= 0) return 0;
    const tail = 1 - Math.exp(-max / mean);
    return Math.min(-mean * Math.log(1 - this.next() * tail), max * (1 - 1e-12));
  }
}

/**
 * Vose's alias table: draws an index with probability proportional to its weight in O(1), so that
 * millions of likes can be spread over a million posts in well under a second.
 */
export class AliasTable {
  private readonly prob: Float64Array;
  private readonly alias: Int32Array;

  constructor(weights: ArrayLike<number>) {
    const n = weights.length;
    if (n === 0) throw new Error('alias table over no weights');
    let total = 0;
    for (let i = 0; i < n; i++) total += weights[i]!;
    if (!(total > 0)) throw new Error('alias table weights must have a positive sum');
    this.prob = new Float64Array(n);
    this.alias = new Int32Array(n);
    const scaled = new Float64Array(n);
    const small = new Int32Array(n);
    const large = new Int32Array(n);
    let ns = 0;
    let nl = 0;
    for (let i = 0; i < n; i++) {
      scaled[i] = (weights[i]! * n) / total;
      if (scaled[i]! < 1) small[ns++] = i;
      else large[nl++] = i;
    }
    while (ns > 0 && nl > 0) {
      const s = small[--ns]!;
      const l = large[--nl]!;
      this.prob[s] = scaled[s]!;
      this.alias[s] = l;
      scaled[l] = scaled[l]! + scaled[s]! - 1;
      if (scaled[l]! < 1) small[ns++] = l;
      else large[nl++] = l;
    }
    while (nl > 0) this.prob[large[--nl]!] = 1;
    while (ns > 0) this.prob[small[--ns]!] = 1;
  }

  draw(rng: Rng): number {
    const i = rng.int(this.prob.length);
    return rng.next() < this.prob[i]! ? i : this.alias[i]!;
  }
}

/**
 * Spreads `total` units over the weights (a multinomial draw), no index getting more than `cap`:
 * the counts sum to exactly `total`, the natural spread of a popularity contest, zeros included.
 */
export function spread(
  rng: Rng,
  weights: ArrayLike<number>,
  total: number,
  cap: number,
): Int32Array {
  const n = weights.length;
  if (total > n * cap) throw new Error(`cannot spread ${total} over ${n} slots of at most ${cap}`);
  const counts = new Int32Array(n);
  if (total === 0) return counts;
  const table = new AliasTable(weights);
  let placed = 0;
  let rejected = 0;
  while (placed < total) {
    const i = table.draw(rng);
    if (counts[i]! < cap) {
      counts[i]! += 1;
      placed++;
    } else if (++rejected > 50 * total + 1_000_000) {
      // Nearly every slot is full: fill the rest in order, still deterministic.
      for (let j = 0; j < n && placed < total; j++) {
        const room = Math.min(cap - counts[j]!, total - placed);
        counts[j]! += room;
        placed += room;
      }
    }
  }
  return counts;
}

/** Greatest common divisor. */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}
