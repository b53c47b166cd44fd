/**
 * The data a server-rendered page was drawn with (apps/server/src/plugins/page-render.ts embeds it
 * as `<script type="application/json" id="ssr-state">`, entry-server.tsx makes it): put into the
 * query cache before the first render, so the page renders with it and asks for nothing twice.
 */
import {
  type DehydratedState,
  hydrate,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { readLocal, storageKeys } from '../lib/storage-keys';

export const SERVER_STATE_ID = 'ssr-state';

/** The embedded state: TanStack Query's dehydrated cache and when the server rendered the page. */
type ServerState = DehydratedState & { renderedAt?: unknown };

let renderedAt: number | null = null;
/** The keys of the embedded answers, for a signed-in reader's refresh. */
let embeddedKeys: QueryKey[] = [];

/** When the server rendered the hydrated page (ms since the epoch), if it said so. */
export function serverRenderedAt(): number | null {
  return renderedAt;
}

function readState(doc: Document): ServerState | null {
  const block = doc.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return null;
  try {
    const state = JSON.parse(block.textContent) as ServerState;
    return Array.isArray(state.queries) ? state : null;
  } catch {
    return null;
  }
}

/**
 * Hydrates `client` with the page's embedded data; true when there was some. The answers were made
 * for a visitor moments ago: they count as fresh from now (the server's clock may differ from
 * this one). A signed-in reader sees them first, then their own (likes, blocks) as the page's
 * queries fetch again: marked stale at once (`memberRefresh: 'now'`, for a page React renders
 * anew), or by `refreshServerStateForMember` once a hydrated page is live (`'later'`: hydration
 * must render exactly what the server rendered, not queries already refetching).
 */
export function hydrateServerState(
  client: QueryClient,
  doc: Document = document,
  { memberRefresh = 'now' }: { memberRefresh?: 'now' | 'later' } = {},
): boolean {
  const state = readState(doc);
  doc.getElementById(SERVER_STATE_ID)?.remove();
  if (!state || state.queries.length === 0) return false;
  renderedAt = typeof state.renderedAt === 'number' ? state.renderedAt : null;
  const now = Date.now();
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
  embeddedKeys = state.queries.map((query) => query.queryKey);
  if (memberRefresh === 'now') refreshServerStateForMember(client, 'none');
  return true;
}

/**
 * For a signed-in reader, the embedded answers were a visitor's: marks them stale, and fetches
 * those on the screen again (`active`), or leaves that to the queries' next mount (`none`).
 */
export function refreshServerStateForMember(
  client: QueryClient,
  refetchType: 'active' | 'none' = 'active',
): void {
  if (!readLocal(storageKeys.token)) return;
  for (const queryKey of embeddedKeys) {
    void client.invalidateQueries({ queryKey, exact: true, refetchType });
  }
}
