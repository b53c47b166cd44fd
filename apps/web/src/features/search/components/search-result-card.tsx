import type { SearchResult } from '@myeolgong/contract/search';
import { Heart, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatDate, formatListTime } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { Highlight } from './highlight';

/** One found post: board, author, time, the title and snippet with the query words marked. */
export function SearchResultCard({
  result,
  terms,
}: {
  result: SearchResult;
  terms: readonly string[];
}) {
  const title = result.title?.trim() || ko.posts.untitled;
  return (
    <article className="group relative rounded-xl border border-line bg-surface p-4 transition-colors focus-within:border-brand/50 hover:border-brand/40">
      <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-fg-muted">
        <span className="font-semibold text-fg">{result.boardDisplayName || result.boardName}</span>
        <span aria-hidden="true">·</span>
        <span>
          <Highlight text={result.authorNickname} terms={terms} />
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={result.createdAt} title={formatDate(result.createdAt) ?? undefined}>
          {formatListTime(result.createdAt)}
        </time>
      </p>
      <h2 className="mt-1.5 text-base leading-snug font-semibold break-words">
        <Link
          to={`/post/${result.id}`}
          className="outline-none group-hover:text-brand after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-ring"
        >
          <span className="line-clamp-2">
            <Highlight text={title} terms={terms} />
          </span>
        </Link>
      </h2>
      {result.snippet && (
        <p className="mt-1 line-clamp-3 text-sm break-words text-fg-muted">
          <Highlight text={result.snippet} terms={terms} />
        </p>
      )}
      <p className="mt-3 flex gap-x-4 text-xs text-fg-muted tabular-nums">
        <span className="inline-flex items-center gap-1 [&_svg]:size-3.5">
          <Heart aria-hidden="true" />
          <span className="sr-only">{ko.posts.likes}</span>
          {formatCount(Math.max(0, result.likeCount))}
        </span>
        <span className="inline-flex items-center gap-1 [&_svg]:size-3.5">
          <MessageSquare aria-hidden="true" />
          <span className="sr-only">{ko.posts.comments}</span>
          {formatCount(Math.max(0, result.commentCount))}
        </span>
      </p>
    </article>
  );
}
