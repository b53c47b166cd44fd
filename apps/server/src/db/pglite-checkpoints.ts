import type pg from 'pg';

/**
 * Regular checkpoints for the embedded database.
 *
 * PGlite runs PostgreSQL as a single-user backend: there is no checkpointer process, and a
 * standalone backend never asks for a checkpoint when `max_wal_size` is reached (PostgreSQL's
 * XLogWrite requests one only under a postmaster). Left alone, nothing checkpoints between a start
 * and a clean shutdown: the WAL in DATA_DIR/pglite/pg_wal grows with every write, and after a
 * `kill -9` the next start replays all of it before it can answer, so the ready time grows with
 * how long the server ran (docs/operations.md 'Crash safety'). This checks every `everyMs` how much
 * WAL was written since the last checkpoint's redo point and runs CHECKPOINT past `walBytes`,
 * which bounds the replay after a crash. A checkpoint writes dirty pages the way a clean shutdown
 * does; it changes nothing about what is durable.
 */
export interface CheckpointOptions {
  /** How often the WAL since the last checkpoint is measured (milliseconds). */
  everyMs: number;
  /** WAL bytes since the last checkpoint's redo point that call for a new one. */
  walBytes: number;
}

/**
 * Replaying WAL after a kill -9 costs about 5 ms of CPU per MB here (174 MB: 0.8 s more than a
 * start with nothing to replay), so 64 MB plus a few seconds of writes stays well inside the
 * 3 s ready budget (DESIGN.md 'Budgets'), without checkpointing so often that every write pays
 * for full-page images.
 */
const defaultCheckpointOptions: CheckpointOptions = {
  everyMs: 5_000,
  walBytes: 64 * 1024 * 1024,
};

/** WAL bytes written since the redo point of the last checkpoint. */
export async function walSinceCheckpoint(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ pending: string | number }>(
    `SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn) AS pending
       FROM pg_control_checkpoint()`,
  );
  return Number(rows[0]?.pending ?? 0);
}

/** Runs CHECKPOINT when at least `walBytes` of WAL wait since the last one; true when it did. */
export async function checkpointIfDue(pool: pg.Pool, walBytes: number): Promise<boolean> {
  if ((await walSinceCheckpoint(pool)) < walBytes) return false;
  await pool.query('CHECKPOINT');
  return true;
}

export interface Checkpoints {
  /** Stops the timer and waits for a checkpoint in progress. */
  stop(): Promise<void>;
}

export function scheduleCheckpoints(
  pool: pg.Pool,
  options: CheckpointOptions = defaultCheckpointOptions,
  onError: (error: unknown) => void = () => undefined,
): Checkpoints {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= checkpointIfDue(pool, options.walBytes)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
