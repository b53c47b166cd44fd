/**
 * The uploads a piece of content uses, by the id in their generated names ({id}.{ext}, variants
 * {id}.webp and {id}-w800.webp; modules/files/file-names.ts): as a path, an absolute address or a
 * bare name, anywhere in the text. Migration 0011 reads old posts with the same pattern.
 */
const UPLOAD_NAME = /([0-9a-f]{28})(?:-w[0-9]+)?\.(?:jpg|png|gif|webp|mp4|webm|ogg|mov|avi)/g;

/** The distinct upload ids named in `texts`, in order of first appearance. */
export function uploadIdsIn(texts: readonly (string | null | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(UPLOAD_NAME)) ids.add(match[1]!);
  }
  return [...ids];
}
