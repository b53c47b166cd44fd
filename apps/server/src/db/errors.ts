/** True for a PostgreSQL unique-violation error (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/**
 * SQLSTATEs that say the database cannot serve right now, not that the request is wrong: class 08
 * (connection exception), 53300 (too many connections), 57P01-57P03 (the server is shutting down,
 * crashed, or is starting up).
 */
const unavailableStates = /^(08[0-9A-Z]{3}|53300|57P0[123])$/;
/** Socket errors of a connection to the database server that is refused, cut or unreachable. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres says (without a code) when a connection ends or cannot be made in time. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when `error` means the PostgreSQL server is away (restarting, down, unreachable): the
 * request should be answered 503 with a Korean message at once, never 500 (plugins/errors.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableStates.test(code) || socketCodes.has(code)))
    return true;
  if (driverMessages.some((m) => error.message.startsWith(m))) return true;
  // AggregateError (Node's happy eyeballs over several addresses) carries the socket errors.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}
