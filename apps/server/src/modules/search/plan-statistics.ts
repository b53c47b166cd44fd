import type { SearchScope } from '@myeolgong/contract/search';
import { queryTokens } from '../../lib/search-tokens';
import type { SearchSpec } from './search.repository';
import type { SampleQuery } from './token-stats';

/**
 * What the search plans ask of the token statistics (token-stats.ts): which tokens the index is
 * asked for, and what share of the posts a search is expected to match
 * (docs/decisions/031-search-sample.md).
 */

/** What the plans read of the token statistics (token-stats.ts; tests pass their own). */
export interface PlanStatistics {
  rarestShare(tokens: readonly string[]): number | null;
  share(token: string): number | null;
  candidateShare?(tokens: readonly string[]): number | null;
  matchShare?(query: SampleQuery): number | null;
}

/**
 * A word's tokens in at least this share of posts are left out of the index condition when a
 * rarer token of the same word is in it: 니다 (99 % of posts), 습니 (83 %) and 원 (62 %) narrow
 * "원 받았습니다" hardly at all next to 받았, yet reading their posting lists was 20 ms of a
 * 50 ms search at a million posts. The exact test still applies to every candidate.
 */
const FREQUENT_TOKEN = 0.5;

/**
 * What reading a candidate row costs against decoding one more posting entry of the search index
 * (indexTokens), at a million posts on the bench machine: a row with its content tested about
 * 10 µs (3.5 µs to visit it, the rest to decompress and search its content), a posting entry of
 * a token added to a scan about 0.04 µs (정보 질문 + 분들: 4 ms more for 분들's 100,000 posts,
 * 2,029 fewer rows read).
 */
const ROW_PER_TOKEN_ENTRY = 250;

/**
 * The tokens the index is asked for. Every token costs the decoding of its whole posting list
 * (뉴스: 151,554 posts, 28 ms at a million), and a word's pairs overlap (가짜뉴스는: 가짜 짜뉴
 * 뉴스 스는), so several narrow hardly more than one of them. With the sample, the tokens go in
 * rarest first and each next one only when the candidates it removes (measured on the sampled
 * posts) cost more to read than its posting list costs to decode, ROW_PER_TOKEN_ENTRY times a
 * posting entry. With the three-letter runs (`triples`, decision 032) a three-letter word is one
 * token and a longer one its runs of three; without them (posts written before migration 0020 not
 * yet rewritten, and always for comments) the pairs: 가짜뉴스는 then asks for 스는 and 가짜 (the
 * same 2,054 candidates as all four, in half the time), 공격은 for both its pairs. Without a sample, each term's tokens in
 * FREQUENT_TOKEN of the posts or more are left out when a rarer one of the term is kept. The
 * exact test applies to every candidate: the tokens decide how many rows are read, never which
 * posts match.
 */
export function indexTokens(
  stats: PlanStatistics,
  terms: string[],
  scope: SearchScope,
  triples = true,
): string[] {
  // Comments' tokens hold no triples (lib/search-tokens.ts), posts' once the backfill is done.
  const options = { triples: triples && scope !== 'comment' };
  const all = [...new Set(terms.flatMap((term) => queryTokens(term, options)))];
  if (all.length === 0 || !['all', 'title', 'content'].includes(scope)) return all;
  const shares = new Map(all.map((token) => [token, stats.share(token)]));
  if (stats.candidateShare && all.every((token) => shares.get(token) !== null)) {
    const order = [...all].sort((a, b) => shares.get(a)! - shares.get(b)!);
    const kept = [order[0]!];
    let candidates = shares.get(order[0]!)!;
    for (const token of order.slice(1)) {
      if (candidates === 0) break;
      const after = stats.candidateShare([...kept, token]) ?? candidates;
      if (shares.get(token)! < ROW_PER_TOKEN_ENTRY * (candidates - after)) {
        kept.push(token);
        candidates = after;
      }
    }
    return kept;
  }
  const kept = new Set<string>();
  for (const term of terms) {
    const tokens = queryTokens(term, options);
    const narrowing = tokens.filter((token) => {
      const share = shares.get(token);
      return share !== null && share !== undefined && share < FREQUENT_TOKEN;
    });
    for (const token of narrowing.length > 0 ? narrowing : tokens) kept.add(token);
  }
  return [...kept];
}

/**
 * The share of the posts of the filters that match, from the sample when it holds enough posts
 * of the filters (the exact test on the sampled posts: `sampled`), else from the token statistics
 * taking the words as independent; null without statistics.
 */
export function expectedShare(
  stats: PlanStatistics,
  spec: SearchSpec,
): { share: number | null; sampled: boolean } {
  if (spec.scope !== 'all' && spec.scope !== 'title' && spec.scope !== 'content')
    return { share: null, sampled: false };
  const sampled = stats.matchShare?.({
    required: spec.required,
    excluded: spec.excluded,
    scope: spec.scope,
    titleTier: spec.titleTier,
    boardId: spec.boardId,
    category: spec.category,
    since: spec.since,
  });
  if (sampled !== null && sampled !== undefined) return { share: sampled, sampled: true };
  let share = 1;
  for (const term of spec.required) {
    // The sample's tokens hold the triples whatever the index holds yet (token-stats.ts).
    const tokens = queryTokens(term, { triples: true });
    if (tokens.length === 0) continue;
    const termShare = stats.rarestShare(tokens);
    if (termShare === null) return { share: null, sampled: false };
    // Words of a query are taken as independent: good enough to choose a plan.
    share *= termShare;
  }
  return { share, sampled: false };
}
