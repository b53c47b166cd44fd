import { describe, expect, it } from 'vitest';
import { aiService, readRequest } from './ai.service';
import type { AnswerEngine } from './engine/engine';

/** An in-memory allowance with the repository's semantics, to watch charges and refunds. */
function memoryUsage() {
  const counts = new Map<string, number>();
  const key = (user: number, day: string) => `${user}:${day}`;
  return {
    counts,
    async charge(user: number, day: string, limit: number) {
      const n = counts.get(key(user, day)) ?? 0;
      if (n >= limit) return null;
      counts.set(key(user, day), n + 1);
      return n + 1;
    },
    async refund(user: number, day: string) {
      const n = counts.get(key(user, day)) ?? 0;
      if (n > 0) counts.set(key(user, day), n - 1);
    },
    async used(user: number, day: string) {
      return counts.get(key(user, day)) ?? 0;
    },
  };
}

const failing: AnswerEngine = {
  kind: 'builtin',
  async answer() {
    throw new Error('database went away');
  },
};
const working: AnswerEngine = {
  kind: 'builtin',
  async answer(_task, run) {
    await run.use(
      {
        name: 'found',
        description: '',
        parameters: {},
        parse: () => ({}),
        title: () => '찾기',
        run: async () => ({ data: null, ok: true, detail: '찾음', sources: [], evidence: 10 }),
      },
      {},
    );
    run.write('답');
  },
};
/** Finds nothing: its answer is not charged. */
const emptyHanded: AnswerEngine = {
  kind: 'builtin',
  async answer(_task, run) {
    run.write('찾지 못했습니다.');
  },
};

describe('aiService', () => {
  it('gives the answer back to the allowance when no answer came', async () => {
    const repo = memoryUsage();
    const service = aiService({
      repo,
      builtin: failing,
      llm: null,
      dailyLimit: 3,
      answerTimeoutMs: 5000,
      limiter: { check: async () => {} },
    });
    await expect(
      service.fundManager(1, readRequest('fundManager', '삼성전자')),
    ).rejects.toMatchObject({
      status: 503,
      message: '죄송합니다. 오류가 발생했습니다. 다시 시도해주세요.',
    });
    expect(await repo.used(1, [...repo.counts.keys()][0]!.split(':')[1]!)).toBe(0);
  });

  it('resets the allowance at midnight in Seoul', async () => {
    const repo = memoryUsage();
    let now = new Date('2025-03-01T14:59:00Z'); // 23:59 in Seoul
    const service = aiService({
      repo,
      builtin: working,
      llm: null,
      dailyLimit: 1,
      answerTimeoutMs: 5000,
      limiter: { check: async () => {} },
      now: () => now,
    });
    expect(
      (await service.influencer(1, readRequest('influencer', '홍길동'))).remainingSearches,
    ).toBe(0);
    expect((await service.influencer(1, readRequest('influencer', '홍길동'))).limitExceeded).toBe(
      true,
    );
    now = new Date('2025-03-01T15:00:00Z'); // 00:00 the next day
    expect(await service.allowance(1)).toMatchObject({
      limitExceeded: false,
      remainingSearches: 1,
      dailyLimit: 1,
      resetsAt: '2025-03-02T15:00:00.000Z',
    });
  });

  it('gives back the allowance of an answer that found nothing', async () => {
    const repo = memoryUsage();
    const service = aiService({
      repo,
      builtin: emptyHanded,
      llm: null,
      dailyLimit: 3,
      answerTimeoutMs: 5000,
      limiter: { check: async () => {} },
    });
    const body = await service.influencer(1, readRequest('influencer', '없는사람'));
    expect(body).toMatchObject({ info: '찾지 못했습니다.', remainingSearches: 3 });
    expect(await service.allowance(1)).toMatchObject({ remainingSearches: 3 });
  });

  it('reads check_limit and blank questions without charging', async () => {
    const repo = memoryUsage();
    const service = aiService({
      repo,
      builtin: working,
      llm: null,
      dailyLimit: 2,
      answerTimeoutMs: 5000,
      limiter: { check: async () => {} },
    });
    await service.fundManager(1, readRequest('fundManager', 'check_limit'));
    await service.fundManager(1, readRequest('fundManager', ''));
    expect(repo.counts.size).toBe(0);
  });
});
