import { describe, expect, it } from 'vitest';
import { type LikeRequest, likeBatcher } from './like-batch';

/** A writer whose batches finish when the test says so. */
function heldWriter(fail?: (r: LikeRequest) => boolean) {
  const batches: LikeRequest[][] = [];
  const releases: (() => void)[] = [];
  const write = (batch: readonly LikeRequest[]) => {
    batches.push([...batch]);
    return new Promise<string[]>((resolve, reject) => {
      releases.push(() =>
        batch.some((r) => fail?.(r))
          ? reject(new Error('bad'))
          : resolve(batch.map((r) => `${r.postId}:${r.userId}:${r.value}`)),
      );
    });
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { batches, write, releaseAll };
}

const like = (postId: number, userId: number, value: -1 | 0 | 1 = 1): LikeRequest => ({
  postId,
  userId,
  value,
});

describe('likeBatcher', () => {
  it('writes a lone like at once, and the likes arriving meanwhile together after it', async () => {
    const writer = heldWriter();
    const batcher = likeBatcher(writer.write);
    const first = batcher.submit(like(1, 1));
    const others = [batcher.submit(like(1, 2)), batcher.submit(like(2, 3, -1))];
    expect(writer.batches).toEqual([[like(1, 1)]]);
    await writer.releaseAll();
    expect(await first).toBe('1:1:1');
    expect(await Promise.all(others)).toEqual(['1:2:1', '2:3:-1']);
    expect(writer.batches).toEqual([[like(1, 1)], [like(1, 2), like(2, 3, -1)]]);
    await batcher.settled();
  });

  it("puts a member's second request for a post in the batch after, in order", async () => {
    const writer = heldWriter();
    const batcher = likeBatcher(writer.write);
    const busy = batcher.submit(like(9, 9));
    const answers = [
      batcher.submit(like(1, 1, 1)),
      batcher.submit(like(1, 1, 0)),
      batcher.submit(like(1, 2, 1)),
    ];
    await writer.releaseAll();
    await busy;
    expect(await Promise.all(answers)).toEqual(['1:1:1', '1:1:0', '1:2:1']);
    expect(writer.batches).toEqual([[like(9, 9)], [like(1, 1, 1), like(1, 2, 1)], [like(1, 1, 0)]]);
  });

  it('writes a failed batch one by one: only the bad request fails', async () => {
    const writer = heldWriter((r) => r.userId === 2);
    const batcher = likeBatcher(writer.write);
    const busy = batcher.submit(like(9, 9));
    const good = batcher.submit(like(1, 1));
    const bad = batcher.submit(like(1, 2));
    const settledBad = bad.catch((error: Error) => error.message);
    await writer.releaseAll();
    await busy;
    expect(await good).toBe('1:1:1');
    expect(await settledBad).toBe('bad');
    await batcher.settled();
  });
});
