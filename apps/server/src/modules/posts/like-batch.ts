/**
 * Likes written in batches (decision 028, amended 2026-11-27): a like arriving while no batch is
 * being written goes at once, alone; likes arriving while one is written wait for it and then go
 * together, in one statement and one commit. A quiet site writes every like on its own as before;
 * 50 members liking one post at once share a few statements instead of queueing 50 of them, each
 * with its commit, on two cores shared with PostgreSQL. One batch at a time per process, so each
 * batch's statement sees every like this process wrote before it.
 *
 * A member's second request for the same post waits for the next batch (one statement cannot
 * insert and delete the same like row in order). When a batch fails, its likes are written one by
 * one, so one bad request does not fail the others.
 */
export interface LikeRequest {
  postId: number;
  userId: number;
  /** 1 like, -1 dislike (비추천), 0 neither. */
  value: -1 | 0 | 1;
}

interface Entry<R> {
  request: LikeRequest;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface LikeBatcher<R> {
  /** Writes `request` with the next batch; resolves with its own result. */
  submit(request: LikeRequest): Promise<R>;
  /** Resolves once nothing is queued or being written (the app is closing). */
  settled(): Promise<void>;
}

export function likeBatcher<R>(
  /** Writes the batch; answers one result per request, in order. */
  write: (batch: readonly LikeRequest[]) => Promise<R[]>,
): LikeBatcher<R> {
  let queued: Entry<R>[] = [];
  let queuedKeys = new Set<string>();
  /** Requests whose member already has one in `queued`: they go with the batch after. */
  let deferred: Entry<R>[] = [];
  let writing: Promise<void> | null = null;

  const keyOf = (r: LikeRequest) => `${r.postId}:${r.userId}`;

  function enqueue(entry: Entry<R>) {
    const key = keyOf(entry.request);
    if (queuedKeys.has(key)) {
      deferred.push(entry);
    } else {
      queued.push(entry);
      queuedKeys.add(key);
    }
  }

  async function writeBatch(batch: Entry<R>[]) {
    try {
      const results = await write(batch.map((e) => e.request));
      batch.forEach((entry, i) => entry.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const entry of batch) {
        try {
          entry.resolve((await write([entry.request]))[0]!);
        } catch (own) {
          entry.reject(own);
        }
      }
    }
  }

  function kick() {
    if (writing || queued.length === 0) return;
    const batch = queued;
    queued = [];
    queuedKeys = new Set();
    const later = deferred;
    deferred = [];
    for (const entry of later) enqueue(entry);
    writing = writeBatch(batch).finally(() => {
      writing = null;
      kick();
    });
  }

  return {
    submit(request) {
      return new Promise<R>((resolve, reject) => {
        enqueue({ request, resolve, reject });
        kick();
      });
    },
    async settled() {
      // Likes are queued only while a batch is being written; each batch starts the next.
      while (writing) await writing;
    },
  };
}
