/** SPEC.md §5: a post id in a route must be a positive integer. */
export function parsePostId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
