import type { FastifyBaseLogger } from 'fastify';
import type { FilesRepository } from './files.repository';
import type { FileStorage } from './file-storage';

const HOUR = 3_600_000;
/** Uploads removed per transaction. */
const BATCH = 100;
/** Batches per sweep at most, so one sweep never runs for long; the next one goes on. */
const MAX_BATCHES = 50;
/** The first sweep after start: soon, so that often restarted servers still sweep. */
const FIRST_SWEEP_MS = 60_000;

/**
 * Removes uploads that no post uses once they are older than `unattachedHours`: the row and the
 * stored objects (the file and its variants). A member who uploads while writing a post has that
 * long to publish it. Safe with several instances: the repository sweeps under an advisory lock
 * and deletes only rows that are still unused at that moment.
 */
export function uploadCleanup(deps: {
  files: Pick<FilesRepository, 'removeUnattached'>;
  storage: Pick<FileStorage, 'remove'>;
  unattachedHours: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    /** One sweep; how many uploads it removed (0 also when another instance is sweeping). */
    async sweep(): Promise<number> {
      const before = new Date(now().getTime() - deps.unattachedHours * HOUR);
      let removed = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const count = await deps.files.removeUnattached(before, BATCH, async (rows) => {
          for (const row of rows) {
            for (const key of [row.storage_key, ...row.variant_keys])
              await deps.storage.remove(key);
          }
        });
        if (count === null) break;
        removed += count;
        if (count < BATCH) break;
      }
      return removed;
    },
  };
}

export type UploadCleanup = ReturnType<typeof uploadCleanup>;

/** Runs `cleanup` every `intervalSeconds` (the first time a minute after start); stop() ends it. */
export function scheduleUploadCleanup(
  cleanup: UploadCleanup,
  intervalSeconds: number,
  log: FastifyBaseLogger,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = cleanup
      .sweep()
      .then((removed) => {
        if (removed > 0) log.info({ removed }, '게시글에 쓰이지 않은 업로드를 지웠습니다');
      })
      .catch((err: unknown) => log.error({ err }, '쓰이지 않은 업로드 정리에 실패했습니다'))
      .finally(() => {
        running = null;
      });
  };
  const start = () => {
    timer = setTimeout(
      () => {
        tick();
        timer = setInterval(tick, intervalSeconds * 1000);
        timer.unref();
      },
      Math.min(FIRST_SWEEP_MS, intervalSeconds * 1000),
    );
    timer.unref();
  };
  return {
    start,
    /** Stops the timer and waits for a sweep in progress. */
    async stop() {
      clearTimeout(timer);
      clearInterval(timer);
      await running;
    },
  };
}
