import type { Post } from '@myeolgong/contract/posts';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatListTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';

/**
 * 공지: the notices above page 1 of a list, one compact row each, set apart from the posts below
 * (which leave them out, see PostFeed's `hiddenIds`).
 */
export function NoticeList({ notices }: { notices: Post[] }) {
  if (notices.length === 0) return null;
  return (
    <section
      aria-label={ko.conventions.noticesLabel}
      className="overflow-hidden rounded-xl border border-brand/30 bg-brand/5"
    >
      <ul className="divide-y divide-brand/15">
        {notices.map((post) => (
          <li key={post.id} className="flex items-center gap-2 px-3 py-2 text-sm">
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-on-brand">
              <Megaphone aria-hidden="true" className="size-3" />
              {post.notice === 'site' ? ko.conventions.siteNoticeBadge : ko.conventions.noticeBadge}
            </span>
            <Link
              to={`/post/${post.id}`}
              className="min-w-0 flex-1 truncate font-semibold text-fg hover:text-brand hover:underline"
            >
              {post.category && <span className="text-fg-muted">[{post.category}] </span>}
              {post.title}
              {post.commentCount > 0 && (
                <span className="ml-1 text-xs font-normal text-brand">
                  [{formatCount(post.commentCount)}]
                </span>
              )}
            </Link>
            <time dateTime={post.createdAt} className="shrink-0 text-xs text-fg-muted">
              {formatListTime(post.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
