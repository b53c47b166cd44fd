import type { Post } from '@myeolgong/contract/posts';
import { youtubeEmbedUrl } from '@myeolgong/contract/video-links';
import { ExternalLink, Link2, Play, VideoOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import * as ko from '../../../lib/i18n/ko';
import { hostOf, imagesOf, isVideoFile, videoOf } from '../utils/post-fields';
import { RetryingImage } from './retrying-image';

interface PostMediaProps {
  post: Post;
  title: string;
  onZoom: (src: string, alt: string) => void;
  /** The preview of an outside link (the link-preview feature); a plain card without it. */
  renderLink?: (url: string) => ReactNode;
}

/** A post's video (YouTube embed, playable file or link), its link and its images. */
export function PostMedia({ post, title, onZoom, renderLink }: PostMediaProps) {
  const video = videoOf(post);
  const embed = video ? youtubeEmbedUrl(video) : post.url ? youtubeEmbedUrl(post.url) : null;
  const link = post.type === 'LINK' && post.url && post.url !== video && !embed ? post.url : null;
  const images = imagesOf(post);

  if (!embed && !video && !link && images.length === 0) return null;
  return (
    <div className="space-y-3">
      {embed ? (
        <YouTubeFrame src={embed} title={ko.posts.videoTitle(title)} />
      ) : video && isVideoFile(video) ? (
        <VideoPlayer src={video} title={ko.posts.videoTitle(title)} />
      ) : video ? (
        (renderLink?.(video) ?? <LinkCard url={video} video />)
      ) : null}
      {link && (renderLink?.(link) ?? <LinkCard url={link} />)}
      {images.map((src, index) => {
        const alt = ko.posts.imageAlt(title, index + 1);
        return (
          <RetryingImage
            key={src}
            src={src}
            alt={alt}
            zoomLabel={ko.posts.zoomImage(index + 1)}
            onZoom={() => onZoom(src, alt)}
          />
        );
      })}
    </div>
  );
}

/** SPEC.md §2: YouTube in a 16:9 frame, from the privacy-enhanced domain. */
function YouTubeFrame({ src, title }: { src: string; title: string }) {
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="size-full border-0"
      />
    </div>
  );
}

function VideoPlayer({ src, title }: { src: string; title: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg bg-black">
      {failed ? (
        <p role="alert" className="flex flex-col items-center gap-2 text-sm text-white/85">
          <VideoOff aria-hidden="true" className="size-8" />
          {ko.posts.videoUnavailable}
        </p>
      ) : (
        <video
          src={src}
          title={title}
          controls
          preload="metadata"
          onError={() => setFailed(true)}
          className="size-full"
        />
      )}
    </div>
  );
}

/** A simple card for an outside link, when no preview renderer is given. */
function LinkCard({ url, video = false }: { url: string; video?: boolean }) {
  const Icon = video ? Play : Link2;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className="flex items-center gap-3 rounded-lg border border-line bg-surface-muted/40 p-3 transition-colors hover:border-brand/50 hover:bg-surface-muted"
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand"
      >
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">
          {video ? ko.posts.videoLink : hostOf(url)}
        </span>
        <span className="block truncate text-xs text-fg-muted">{url}</span>
      </span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
      <span className="sr-only">{ko.posts.newTab}</span>
    </a>
  );
}
