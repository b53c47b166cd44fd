const DATA_IMAGE = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]*)$/i;

/** `src` attributes of <img> tags whose address is a base64 image, in order and without repeats. */
export function base64ImagesIn(content: string): string[] {
  const found = new Set<string>();
  for (const match of content.matchAll(/<img\b[^>]*?\bsrc\s*=\s*(["'])(data:image\/[^"']+)\1/gi)) {
    if (match[2] && DATA_IMAGE.test(match[2])) found.add(match[2]);
  }
  return [...found];
}

/** The decoded size of a base64 data URL, without decoding it. */
export function dataUrlBytes(dataUrl: string): number {
  const payload = (DATA_IMAGE.exec(dataUrl)?.[2] ?? '').replace(/\s/g, '');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((payload.length * 3) / 4) - padding);
}

/** A base64 image data URL as a Blob of its type; null when it is not one. */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = DATA_IMAGE.exec(dataUrl);
  if (!match?.[1]) return null;
  let binary: string;
  try {
    binary = atob((match[2] ?? '').replace(/\s/g, ''));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1].toLowerCase() });
}

/** The extension a file made from a data URL gets, from its type (image/svg+xml → svg). */
export function extensionForType(type: string): string {
  const subtype = type.split('/')[1]?.toLowerCase() ?? 'png';
  if (subtype === 'jpeg') return 'jpg';
  if (subtype === 'svg+xml') return 'svg';
  return subtype.replace(/[^a-z0-9]/g, '') || 'png';
}

/** Every occurrence of each data URL replaced by its uploaded address. */
export function replaceImageSources(content: string, replacements: ReadonlyMap<string, string>) {
  let result = content;
  for (const [from, to] of replacements) result = result.split(from).join(to);
  return result;
}
