import { IMAGE_SMALL_WIDTH } from '@myeolgong/contract/files';

/**
 * Generated names only: 28 lowercase hex characters (images: 20 of the content's SHA-256, then 8
 * random) and an extension. A name never changes content, so it may be cached for a year.
 */
const ID = '[0-9a-f]{28}';
const IMAGE_NAME = new RegExp(`^(${ID})(-w${IMAGE_SMALL_WIDTH})?\\.(jpg|png|gif|webp)$`);
const VIDEO_NAME = new RegExp(`^${ID}\\.(mp4|webm|ogg|mov|avi)$`);

export const videoMimes = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
} as const;
export type VideoExt = keyof typeof videoMimes;

const imageMimeByExt: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const imageKey = (name: string) => `images/${name}`;
export const videoKey = (name: string) => `videos/${name}`;
export const webpName = (id: string) => `${id}.webp`;
export const smallName = (id: string) => `${id}-w${IMAGE_SMALL_WIDTH}.webp`;

/** The id and type of a served image name, or null when the name is not one we generate. */
export function parseImageName(name: string): { id: string; mime: string } | null {
  const match = IMAGE_NAME.exec(name);
  return match ? { id: match[1]!, mime: imageMimeByExt[match[3]!]! } : null;
}

export function parseVideoName(name: string): { mime: string } | null {
  const match = VIDEO_NAME.exec(name);
  return match ? { mime: videoMimes[match[1] as VideoExt] } : null;
}

/**
 * The storage key behind a fileUrl of DELETE /files: /api/files/images/{name},
 * /api/files/videos/{name}, the same as an absolute address or a bare image name.
 */
export function keyFromFileUrl(fileUrl: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(fileUrl.trim(), 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = /^(?:\/api)?\/files\/(images|videos)\/([^/]+)$/.exec(pathname);
  if (match) {
    const [, folder, name] = match;
    if (folder === 'images' && parseImageName(name!)) return imageKey(name!);
    if (folder === 'videos' && parseVideoName(name!)) return videoKey(name!);
    return null;
  }
  const bare = fileUrl.trim();
  return parseImageName(bare) ? imageKey(bare) : null;
}
