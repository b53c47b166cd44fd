// STOMP 1.2 'Heart-beating': each side announces <cx>,<cy> (what it can send, what it wants to
// receive, in ms; 0 = cannot / does not want).

/** The two numbers of a heart-beat header; a missing header is 0,0, a malformed one null. */
export function parseHeartBeat(value: string | undefined): [number, number] | null {
  if (value === undefined) return [0, 0];
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value);
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
}

/**
 * The intervals a server uses with a client: `outgoing` is how often the server must send
 * something, `incoming` how often it may expect something from the client (0 = none).
 */
export function negotiateHeartBeat(
  client: readonly [number, number],
  server: readonly [number, number],
): { outgoing: number; incoming: number } {
  const [cx, cy] = client;
  const [sx, sy] = server;
  return {
    outgoing: sx > 0 && cy > 0 ? Math.max(sx, cy) : 0,
    incoming: cx > 0 && sy > 0 ? Math.max(cx, sy) : 0,
  };
}
