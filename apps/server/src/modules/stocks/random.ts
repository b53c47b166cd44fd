/**
 * Counter-based pseudo-random numbers: every draw is a pure function of its key, so the simulator
 * can compute any stock's move at any minute in any order and stay deterministic per seed.
 */

/** A 32-bit avalanche hash of up to four integers (murmur3 finaliser over a simple mix). */
function hash32(a: number, b = 0, c = 0, d = 0): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ Math.imul(c, 0x27d4eb2f), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ Math.imul(d, 0x165667b1), 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Uniform in (0, 1). */
export function uniform(a: number, b = 0, c = 0, d = 0): number {
  return (hash32(a, b, c, d) + 0.5) / 4_294_967_296;
}

/** Standard normal (Box–Muller over two independent uniforms). */
export function gaussian(a: number, b = 0, c = 0, d = 0): number {
  const u1 = uniform(a, b, c, d);
  const u2 = uniform(a ^ 0x5bd1e995, b, c, d);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** A stable 32-bit number for a string (FNV-1a). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A cheap approximately normal draw (Irwin–Hall over the four bytes of one hash: mean 0, standard
 * deviation 1, tails cut at ±3.46). For the many small intraday steps, where Box–Muller's
 * logarithm and cosine would dominate the cost.
 */
export function quickGaussian(a: number, b = 0, c = 0, d = 0): number {
  const h = hash32(a, b, c, d);
  return ((h & 0xff) + ((h >>> 8) & 0xff) + ((h >>> 16) & 0xff) + (h >>> 24) - 510) / 147.8;
}
