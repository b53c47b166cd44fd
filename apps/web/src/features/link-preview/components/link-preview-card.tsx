import {
  faviconUrl,
  LINK_PREVIEW_IMAGE_HEIGHT,
  LINK_PREVIEW_VIDEO_HEIGHT,
  type LinkPreview,
} from '@myeolgong/contract/link-preview';
import { youtubeEmbedUrl } from '@myeolgong/contract/video-links';
import { clsx } from 'clsx';
import { ExternalLink, Globe, Newspaper, Play } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import * as ko from '../../../lib/i18n/ko';
import { useLinkPreview } from '../api/get-link-preview';
import { LinkPreviewSkeleton } from './link-preview-skeleton';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Outside links open in a new tab without handing over this page (SPEC.md §2, CONTRACT.md). */
const linkProps = { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } as const;

/**
 * The link preview of a LINK post (SPEC.md §2): types image, video, news, link and default, the
 * favicon by domain, a 350 px image or a 225 px video frame; a skeleton while it loads and the plain
 * link when no preview can be had.
 */
export function LinkPreviewCard({ url }: { url: string }) {
  const query = useLinkPreview(url);
  if (query.loading) return <LinkPreviewSkeleton />;
  if (!query.data || query.isError) return <PlainLink url={url} />;
  return <PreviewBody url={url} preview={query.data} />;
}

function PreviewBody({ url, preview }: { url: string; preview: LinkPreview }) {
  const host = hostOf(url);
  const title = preview.title?.trim() || null;
  const description = preview.description?.trim() || null;
  const header = (
    <SiteLine
      host={host}
      favicon={preview.favicon}
      siteName={preview.siteName}
      type={preview.type}
    />
  );

  switch (preview.type) {
    case 'image':
      return (
        <Frame url={url}>
          <PreviewImage src={preview.image ?? url} height={LINK_PREVIEW_IMAGE_HEIGHT} contain />
          <div className="space-y-1 p-3">{header}</div>
        </Frame>
      );
    case 'video': {
      const embed = youtubeEmbedUrl(url);
      if (embed) {
        return (
          <div className="overflow-hidden rounded-lg border border-line">
            <iframe
              src={embed}
              title={title ?? ko.linkPreview.video}
              loading="lazy"
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              style={{ height: LINK_PREVIEW_VIDEO_HEIGHT }}
              className="block w-full border-0 bg-black"
            />
            <a href={url} {...linkProps} className="block space-y-1 p-3 hover:bg-surface-muted">
              {header}
              {title && <Title>{title}</Title>}
            </a>
          </div>
        );
      }
      return (
        <Frame url={url}>
          <div
            className="relative flex items-center justify-center bg-black"
            style={{ height: LINK_PREVIEW_VIDEO_HEIGHT }}
          >
            {preview.image && (
              <PreviewImage src={preview.image} height={LINK_PREVIEW_VIDEO_HEIGHT} />
            )}
            <span
              aria-hidden="true"
              className="absolute flex size-12 items-center justify-center rounded-full bg-black/60 text-white"
            >
              <Play className="ml-0.5 size-6 fill-current" />
            </span>
          </div>
          <Text header={header} title={title} description={description} />
        </Frame>
      );
    }
    case 'news':
    case 'link':
      return (
        <Frame url={url}>
          {preview.image && <PreviewImage src={preview.image} height={LINK_PREVIEW_IMAGE_HEIGHT} />}
          <Text header={header} title={title} description={description} />
        </Frame>
      );
    default:
      return <PlainLink url={url} favicon={preview.favicon} title={title} />;
  }
}

function Frame({ url, children }: { url: string; children: ReactNode }) {
  return (
    <a
      href={url}
      {...linkProps}
      className="block overflow-hidden rounded-lg border border-line bg-surface transition-colors hover:border-brand/50 hover:bg-surface-muted/40"
    >
      {children}
      <span className="sr-only">{ko.linkPreview.newTab}</span>
    </a>
  );
}

function Text({
  header,
  title,
  description,
}: {
  header: ReactNode;
  title: string | null;
  description: string | null;
}) {
  return (
    <div className="space-y-1 p-3">
      {header}
      {title && <Title>{title}</Title>}
      {description && (
        <p className="line-clamp-2 text-sm break-words text-fg-muted">{description}</p>
      )}
    </div>
  );
}

function Title({ children }: { children: ReactNode }) {
  return <p className="line-clamp-2 font-semibold break-words">{children}</p>;
}

/** The image in a box of its final height, so nothing moves; a failed image takes the box away. */
function PreviewImage({
  src,
  height,
  contain = false,
}: {
  src: string;
  height: number;
  contain?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <div className="w-full overflow-hidden bg-surface-muted" style={{ height }}>
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={clsx('size-full', contain ? 'object-contain' : 'object-cover')}
      />
    </div>
  );
}

function Favicon({ host, favicon }: { host: string; favicon?: string | null }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Globe aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />;
  return (
    <img
      src={favicon || faviconUrl(host)}
      alt=""
      width={16}
      height={16}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="size-4 shrink-0 rounded-sm"
    />
  );
}

function SiteLine({
  host,
  favicon,
  siteName,
  type,
}: {
  host: string;
  favicon: string | null;
  siteName: string | null;
  type: LinkPreview['type'];
}) {
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-xs text-fg-muted">
      <Favicon host={host} favicon={favicon} />
      <span className="truncate">{siteName?.trim() || host}</span>
      {type === 'news' && (
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-soft px-2 py-0.5 font-medium text-brand">
          <Newspaper aria-hidden="true" className="size-3" />
          {ko.linkPreview.news}
        </span>
      )}
    </p>
  );
}

/** The link by itself: what shows when there is no preview (SPEC.md type 'default'). */
function PlainLink({
  url,
  favicon = null,
  title = null,
}: {
  url: string;
  favicon?: string | null;
  title?: string | null;
}) {
  const host = hostOf(url);
  return (
    <a
      href={url}
      {...linkProps}
      className="flex items-center gap-3 rounded-lg border border-line bg-surface-muted/40 p-3 transition-colors hover:border-brand/50 hover:bg-surface-muted"
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft"
      >
        <Favicon host={host} favicon={favicon} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{title ?? host}</span>
        <span className="block truncate text-xs text-fg-muted">{url}</span>
      </span>
      <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
      <span className="sr-only">{ko.linkPreview.newTab}</span>
    </a>
  );
}
