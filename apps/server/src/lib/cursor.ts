/** An opaque position in a sorted list: the last row's sort value and id. */
export interface Cursor {
  value: number | string;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

/** The cursor inside `text`, or null when it is not one of ours. */
export function decodeCursor(text: string): Cursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [value, id] = parsed as unknown[];
    if (!Number.isSafeInteger(id) || (id as number) <= 0) return null;
    if (typeof value === 'number' && Number.isFinite(value)) return { value, id: id as number };
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
      return { value, id: id as number };
    return null;
  } catch {
    return null;
  }
}
