import { base64ImagesIn, dataUrlToBlob, extensionForType, replaceImageSources } from './data-url';

export interface ContentImagesResult {
  content: string;
  /** base64 images now pointing at an upload. */
  uploaded: number;
  /** base64 images found. */
  total: number;
}

export interface ContentImageDeps {
  /** Uploads one image and resolves to its address. */
  upload: (blob: Blob, name: string) => Promise<string>;
  /** The data URL shrunk per SPEC.md §9 (or unchanged). */
  shrink: (dataUrl: string, blob: Blob) => Promise<string>;
}

/**
 * SPEC.md §7: base64 images in HTML content are turned into files and uploaded, and their `src`
 * becomes the upload's address. One that fails stays base64 (shrunk when it was over 1000 KB), so
 * the post still shows it.
 */
export async function uploadContentImages(
  content: string,
  { upload, shrink }: ContentImageDeps,
): Promise<ContentImagesResult> {
  const sources = base64ImagesIn(content);
  if (sources.length === 0) return { content, uploaded: 0, total: 0 };
  const replacements = new Map<string, string>();
  let uploaded = 0;
  await Promise.all(
    sources.map(async (source, index) => {
      const original = dataUrlToBlob(source);
      if (!original) return;
      const shrunk = await shrink(source, original);
      const blob = shrunk === source ? original : (dataUrlToBlob(shrunk) ?? original);
      try {
        const address = await upload(blob, `content-${index + 1}.${extensionForType(blob.type)}`);
        replacements.set(source, address);
        uploaded += 1;
      } catch {
        if (shrunk !== source) replacements.set(source, shrunk);
      }
    }),
  );
  return { content: replaceImageSources(content, replacements), uploaded, total: sources.length };
}
