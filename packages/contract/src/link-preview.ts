// Kept free of zod: the web app's preview card imports it.

/**
 * SPEC.md §2 preview types: `image` (the address is an image), `video` (a known video site or a
 * video file), `news` (a site of the news-source list), `link` (a page with metadata), `default`
 * (nothing could be read: the card shows the address, its host and favicon).
 */
export const linkPreviewTypes = ['image', 'video', 'news', 'link', 'default'] as const;
export type LinkPreviewType = (typeof linkPreviewTypes)[number];

export interface LinkPreview {
  /** The address the preview is for (after https:// is filled in), not where redirects ended. */
  url: string;
  type: LinkPreviewType;
  title: string | null;
  description: string | null;
  /** An absolute http(s) image address, or null. */
  image: string | null;
  siteName: string | null;
  /** The favicon by domain from a public favicon service (SPEC.md §2); the server never fetches it. */
  favicon: string | null;
}

/** SPEC.md §2: preview image height 350 px, video frame height 225 px. */
export const LINK_PREVIEW_IMAGE_HEIGHT = 350;
export const LINK_PREVIEW_VIDEO_HEIGHT = 225;

/** SPEC.md §9: the post page asks for link metadata 0.1 s after load. */
export const LINK_PREVIEW_DELAY_MS = 100;

/** The favicon of a host from a public favicon service. */
export const faviconUrl = (host: string) =>
  `https://www.google.com/s2/favicons?domain=${encodeURIComponent(host)}&sz=64`;

export const linkPreviewMessages = {
  urlRequired: 'URL을 입력해주세요.',
  urlInvalid: '올바른 URL을 입력해주세요.',
  urlTooLong: 'URL이 너무 깁니다. 최대 2048자까지 입력할 수 있습니다.',
  /** A private, loopback, link-local or otherwise internal address, also after a redirect. */
  blocked: '미리보기를 만들 수 없는 주소입니다. 공개된 인터넷 주소만 미리볼 수 있습니다.',
  tooManyRedirects: '리디렉션이 너무 많아 미리보기를 만들 수 없습니다.',
  tooManyRequests: (seconds: number) =>
    `미리보기 요청이 너무 많습니다. ${seconds}초 후에 다시 시도해주세요.`,
} as const;
