import { fileMessages as m } from '@myeolgong/contract/files';
import pLimit from 'p-limit';
import { AppError } from '../../lib/errors';

/** What a client is told to wait before trying again when the queue is full. */
const IMAGE_JOBS_RETRY_AFTER_SECONDS = 5;

export const imageJobsBusy = () =>
  new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    m.imageJobsBusy(IMAGE_JOBS_RETRY_AFTER_SECONDS),
    undefined,
    {
      'retry-after': String(IMAGE_JOBS_RETRY_AFTER_SECONDS),
    },
  );

/**
 * The process's image decoding and encoding: at most `concurrency` at once (each may hold a
 * decoded image of up to IMAGE_MAX_PIXELS in memory), at most `queue` more waiting; past that a
 * job is refused at once with 503 and Retry-After instead of piling up memory and latency.
 */
export function imageJobs(options: { concurrency: number; queue: number }) {
  const limit = pLimit(options.concurrency);
  const full = () =>
    limit.activeCount >= options.concurrency && limit.pendingCount >= options.queue;
  return {
    /** True when a new job would be refused (checked before an upload's body is read). */
    full,
    active: () => limit.activeCount,
    waiting: () => limit.pendingCount,
    run: <T>(job: () => Promise<T>): Promise<T> =>
      full() ? Promise.reject(imageJobsBusy()) : limit(job),
  };
}

export type ImageJobs = ReturnType<typeof imageJobs>;
