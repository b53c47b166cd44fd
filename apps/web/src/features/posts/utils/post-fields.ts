import { videoUrl } from '@myeolgong/contract/file-urls';
import type { Post } from '@myeolgong/contract/posts';
import { youtubeVideoId } from '@myeolgong/contract/video-links';
import { normalizeImageUrl } from '../../../lib/image-url';
import * as ko from '../../../lib/i18n/ko';

/** SPEC.md §2: content with img, iframe or figure is the server's sanitised HTML; else plain text. */
export function isHtmlContent(content: string | null | undefined): boolean {
  return Boolean(content && /<(img|iframe|figure)\b/i.test(content));
}

/** A short plain-text excerpt for cards. */
export function contentExcerpt(content: string | null | undefined, max = 160): string {
  if (!content) return '';
  const text = (isHtmlContent(content) ? content.replace(/<[^>]*>/g, ' ') : content)
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The like count under any of the names SPEC.md §3 lists; never below 0. */
export function likeCountOf(post: Partial<Post>): number {
  return Math.max(0, post.likeCount ?? post.likes ?? post.uplikeCount ?? post.uplikes ?? 0);
}

export function authorNameOf(post: Partial<Post>): string {
  return post.author?.nickname || post.authorNickname || ko.posts.unknownAuthor;
}

export function authorIdOf(post: Partial<Post>): number | null {
  const id = post.author?.id ?? post.authorId;
  return typeof id === 'number' && id > 0 ? id : null;
}

/** SPEC.md §2: /boards/{boardName}, else /boards/board_{id}, else /boards/all. */
export function boardPathOf(post: Partial<Post>): string {
  if (post.boardName) return `/boards/${encodeURIComponent(post.boardName)}`;
  if (post.boardId) return `/boards/board_${post.boardId}`;
  return '/boards/all';
}

/** The post's images, normalised and without repeats (images, else imageUrl, else mediaUrl). */
export function imagesOf(post: Partial<Post>): string[] {
  const candidates =
    post.images && post.images.length > 0
      ? post.images
      : post.type === 'IMAGE'
        ? [post.imageUrl ?? post.mediaUrl]
        : [post.imageUrl];
  const urls = candidates.map(normalizeImageUrl).filter((url): url is string => url !== null);
  return [...new Set(urls)];
}

/** The video address: videoUrl, or mediaUrl of a VIDEO post. */
export function videoOf(post: Partial<Post>): string | null {
  return post.videoUrl || (post.type === 'VIDEO' ? post.mediaUrl : null) || null;
}

/** The YouTube id of the post's video or link, for thumbnails and embeds. */
export function youtubeIdOf(post: Partial<Post>): string | null {
  const video = videoOf(post);
  return (video && youtubeVideoId(video)) || (post.url ? youtubeVideoId(post.url) : null);
}

const VIDEO_FILE = /\.(mp4|webm|ogg|mov|avi)(\?|#|$)/i;

/** SPEC.md §9 media extensions: a file the browser can play itself rather than a site's page. */
export function isVideoFile(url: string): boolean {
  return VIDEO_FILE.test(url) || url.startsWith(videoUrl(''));
}

/** The host of a link without www., or the link itself when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
