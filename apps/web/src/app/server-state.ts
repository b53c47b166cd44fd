/**
 * The data a server-rendered page was drawn with (apps/server/src/plugins/page-render.ts embeds it
 * as `<script type="application/json" id="ssr-state">`, entry-server.tsx makes it): put into the
 * query cache before the first render, so the page renders with it and asks for nothing twice.
 */
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { readLocal, storageKeys } from '../lib/storage-keys';

export const SERVER_STATE_ID = 'ssr-state';

function readState(doc: Document): DehydratedState | null {
  const block = doc.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return null;
  try {
    const state = JSON.parse(block.textContent) as DehydratedState;
    return Array.isArray(state.queries) ? state : null;
  } catch {
    return null;
  }
}

/**
 * Hydrates `client` with the page's embedded data; true when there was some. The answers were made
 * for a visitor moments ago: they count as fresh from now (the server's clock may differ from
 * this one). A signed-in reader sees them first, then their own (likes, blocks) as the page's
 * queries fetch again.
 */
export function hydrateServerState(client: QueryClient, doc: Document = document): boolean {
  const state = readState(doc);
  doc.getElementById(SERVER_STATE_ID)?.remove();
  if (!state || state.queries.length === 0) return false;
  const now = Date.now();
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
  if (readLocal(storageKeys.token)) {
    for (const { queryKey } of state.queries) {
      void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
    }
  }
  return true;
}
