/**
 * A value loaded on first use, then shared: for heavy modules a route needs only when it is used
 * (image processing, link previews, optional integrations), so that the server's start-up does not
 * pay for them (docs/performance.md 'Start-up and crash recovery'). A failed load is not remembered:
 * the next call tries again.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
