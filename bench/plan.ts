import { Rng, gcd, spread } from './random';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const DAYS = 365;

/** The sizes and seed of one data set. */
export interface DataParams {
  posts: number;
  likes: number;
  users: number;
  comments: number;
  commentLikes: number;
  seed: number;
}

/**
 * Everything about the data that is decided before any text is written: when each post was
 * written, on which board, by whom, and how many likes, comments and views it gets. Post i
 * (0-based) gets id i + 1, and ids grow with creation time as on a live site.
 */
export interface Plan {
  params: DataParams;
  /** The newest possible moment of the data (ms); every row is created before it. */
  anchor: number;
  /** Board of each post: 0 myeolgong, 1 stock, 2 free. */
  board: Uint8Array;
  created: Float64Array;
  author: Int32Array;
  likes: Int32Array;
  comments: Int32Array;
  views: Int32Array;
  /** Popularity of each post (heavy-tailed), shared by likes, comments and views. */
  weight: Float64Array;
  /** Likes of each comment, by comment id − 1 (comments are numbered post by post). */
  commentLikes: Int32Array;
  /** 1 for a soft-deleted comment, by comment id − 1. */
  commentDeleted: Uint8Array;
  /** Live (not deleted) comments of each post: its comment_count. */
  liveComments: Int32Array;
  /** When each user joined (ms), by user id − 1: all before the first post. */
  userCreated: Float64Array;
  /** Strides coprime with the number of users: a post's likers are a + k·s (mod users). */
  strides: number[];
  /** Days (0 = the last 24 hours) and boards that had a burst of activity. */
  bursts: { day: number; board: number; factor: number }[];
}

// Posts per KST hour of day (0–23): quiet at night, busy at lunch and in the evening.
const HOUR_WEIGHTS = [
  0.55, 0.35, 0.2, 0.12, 0.08, 0.1, 0.2, 0.45, 0.8, 1.0, 1.05, 1.0, 1.2, 1.1, 0.95, 0.9, 0.9, 0.95,
  1.0, 1.1, 1.25, 1.35, 1.3, 0.9,
];
const BOARD_SHARE = [0.32, 0.4, 0.28];
// Weekend activity relative to weekdays: the stock board is quiet when the market is closed.
const WEEKEND = [0.85, 0.55, 1.2];
const BOARD_POPULARITY = [1.0, 1.15, 0.85];
const KST = 9 * HOUR;

/** Splits `total` over the weights exactly (largest remainder), deterministically. */
function apportion(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) counts[order[k]!.i]! += 1;
  return counts;
}

export function makePlan(params: DataParams, anchor: number): Plan {
  const { posts: n, users } = params;
  if (users < 1) throw new Error('at least one user is needed');
  if (params.likes > n * users) throw new Error('more likes than (post, user) pairs');
  if (params.commentLikes > params.comments * users) {
    throw new Error('more comment likes than (comment, user) pairs');
  }
  const rng = new Rng(params.seed, 'plan');

  // Activity per day and board: growing towards the present, weekly rhythm, noise and bursts.
  const bursts: Plan['bursts'] = [];
  const burstCount = 8 + rng.int(6);
  const burst = Array.from({ length: DAYS }, () => [1, 1, 1]);
  for (let b = 0; b < burstCount; b++) {
    const day = rng.int(DAYS);
    const board = rng.int(3);
    const amplitude = 2 + 3 * rng.next();
    const length = rng.range(1, 3);
    for (let k = 0; k < length && day - k >= 0; k++) {
      const factor = 1 + (amplitude - 1) * 0.5 ** k;
      burst[day - k]![board]! *= factor;
      bursts.push({ day: day - k, board, factor });
    }
  }
  const cellWeights: number[] = [];
  for (let d = 0; d < DAYS; d++) {
    const start = anchor - (d + 1) * DAY;
    const weekday = new Date(start + 12 * HOUR + KST).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const base = Math.exp(-d / 200) * rng.lognormal(1, 0.12);
    for (let b = 0; b < 3; b++) {
      cellWeights.push(base * BOARD_SHARE[b]! * (weekend ? WEEKEND[b]! : 1) * burst[d]![b]!);
    }
  }
  const cellCounts = apportion(cellWeights, n);

  const board = new Uint8Array(n);
  const created = new Float64Array(n);
  const inBurst = new Uint8Array(n);
  let next = 0;
  const day: { t: number; b: number }[] = [];
  for (let d = DAYS - 1; d >= 0; d--) {
    const start = anchor - (d + 1) * DAY;
    day.length = 0;
    for (let b = 0; b < 3; b++) {
      const count = cellCounts[d * 3 + b]!;
      const hourWeights = Array.from({ length: 24 }, (_, h) => {
        const kstHour = new Date(start + h * HOUR + KST).getUTCHours();
        const market = b === 1 && (kstHour === 9 || kstHour === 15) ? 1.5 : 1;
        return HOUR_WEIGHTS[kstHour]! * market;
      });
      const hourTotal = hourWeights.reduce((x, y) => x + y, 0);
      for (let k = 0; k < count; k++) {
        let r = rng.next() * hourTotal;
        let h = 0;
        while (h < 23 && r >= hourWeights[h]!) r -= hourWeights[h++]!;
        day.push({ t: Math.floor(start + h * HOUR + rng.next() * HOUR), b });
      }
    }
    day.sort((x, y) => x.t - y.t || x.b - y.b);
    for (const p of day) {
      board[next] = p.b;
      created[next] = Math.min(p.t, anchor - 1);
      inBurst[next] = burst[d]![p.b]! > 1.5 ? 1 : 0;
      next++;
    }
  }

  // Who writes: a few members write a lot (low ids are the old hands).
  const author = new Int32Array(n);
  for (let i = 0; i < n; i++) author[i] = 1 + Math.floor(users * rng.next() ** 2.2);

  // Popularity: Pareto-tailed, a bit higher in bursts and on the stock board, lower for posts
  // younger than two days (they have not had the time to gather likes).
  const weight = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const age = anchor - created[i]!;
    const young = age < 2 * DAY ? 0.25 + (0.75 * age) / (2 * DAY) : 1;
    weight[i] = rng.pareto(1.5) * BOARD_POPULARITY[board[i]!]! * (inBurst[i] ? 1.5 : 1) * young;
  }
  const likes = spread(rng, weight, params.likes, users);
  const commentWeight = new Float64Array(n);
  for (let i = 0; i < n; i++) commentWeight[i] = weight[i]! ** 0.8 * rng.lognormal(1, 0.6);
  const comments = spread(
    rng,
    commentWeight,
    params.comments,
    Math.max(5_000, Math.ceil(params.comments / n)),
  );

  const views = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const v =
      likes[i]! * (10 + 30 * rng.next()) +
      comments[i]! * (2 + 6 * rng.next()) +
      rng.lognormal(30, 0.9);
    views[i] = Math.min(2_000_000_000, Math.round(v));
  }

  // Comment likes: a few comments collect many, mostly on popular posts.
  const perComment = new Float64Array(params.comments);
  for (let i = 0, c = 0; i < n; i++) {
    const postFactor = weight[i]! ** 0.3;
    for (let k = 0; k < comments[i]!; k++) perComment[c++] = rng.pareto(1.7) * postFactor;
  }
  const commentLikes =
    params.comments > 0 ? spread(rng, perComment, params.commentLikes, users) : new Int32Array(0);

  // About 1.5% of comments are soft-deleted; a post counts only its live comments.
  const commentDeleted = new Uint8Array(params.comments);
  const liveComments = new Int32Array(n);
  for (let i = 0, c = 0; i < n; i++) {
    let live = 0;
    for (let k = 0; k < comments[i]!; k++, c++) {
      commentDeleted[c] = rng.next() < 0.015 ? 1 : 0;
      if (!commentDeleted[c]) live++;
    }
    liveComments[i] = live;
  }

  // Members joined between about three years and one year before the anchor.
  const userCreated = new Float64Array(users);
  for (let u = 0; u < users; u++) {
    userCreated[u] = Math.floor(anchor - (DAYS + 1) * DAY - rng.next() * 2 * DAYS * DAY);
  }
  userCreated.sort();

  const strides = new Set<number>();
  for (let attempt = 0; strides.size < 61 && attempt < 10_000; attempt++) {
    const s = users <= 2 ? 1 : 1 + rng.int(users - 1);
    if (gcd(s, users) === 1) strides.add(s);
  }
  if (strides.size === 0) strides.add(1);

  return {
    params,
    anchor,
    board,
    created,
    author,
    likes,
    comments,
    views,
    weight,
    commentLikes,
    commentDeleted,
    liveComments,
    userCreated,
    strides: [...strides],
    bursts,
  };
}
