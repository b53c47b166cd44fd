/**
 * The one alias table of CONTRACT.md 'Serving': alternative paths that SPEC.md §7 lists for a
 * call, served by the primary route's handler and marked deprecated in the OpenAPI document.
 *
 * Key: `METHOD /primary/path` exactly as the primary route is registered. Value: its aliases,
 * with the same path parameter names.
 */
export const aliasTable: Record<string, readonly string[]> = {
  'GET /api/boards/:name': ['/boards/:name'],
};
