import type { Post } from '@myeolgong/contract/posts';
import { diffWordsWithSpace } from 'diff';
import { ErrorBlock } from '../../../components/ui/error-block';
import { formatDate } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useRevisions } from '../api/get-revisions';

/** Text of a version as readers see it: the sanitised HTML's tags left out. */
function plain(text: string): string {
  if (!/<[a-z][\s\S]*>/i.test(text)) return text;
  const doc = new DOMParser().parseFromString(text, 'text/html');
  return doc.body.textContent ?? '';
}

/** The words removed (struck through) and added (highlighted) from `before` to `after`. */
function Diff({ before, after }: { before: string; after: string }) {
  return (
    <p className="leading-relaxed break-words whitespace-pre-wrap">
      {diffWordsWithSpace(before, after).map((part, index) =>
        part.added ? (
          <ins key={index} className="bg-emerald-500/20 text-fg no-underline">
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className="bg-danger/15 text-fg-muted">
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

/**
 * 수정 이력: each change from one version to the next, newest change first, with the removed and
 * added words marked (the library 'diff' finds them).
 */
export default function RevisionHistory({ post }: { post: Post }) {
  const revisions = useRevisions(post.id, post.editedAt);
  if (revisions.isPending) return <p className="text-sm text-fg-muted">{ko.common.loading}</p>;
  if (revisions.isError) {
    return (
      <ErrorBlock
        message={ko.conventions.revisionsError}
        onRetry={() => void revisions.refetch()}
        retrying={revisions.isFetching}
      />
    );
  }
  const versions = [
    ...revisions.data,
    { title: post.title, content: post.content, editedAt: post.editedAt ?? post.createdAt },
  ];
  const changes = versions.slice(1).map((after, index) => ({ before: versions[index]!, after }));
  if (changes.length === 0) {
    return <p className="text-sm text-fg-muted">{ko.conventions.noRevisions}</p>;
  }
  return (
    <ol className="space-y-3">
      {changes.reverse().map(({ before, after }, index) => (
        <li key={after.editedAt + index} className="space-y-2 rounded-lg border border-line p-3">
          <p className="text-xs text-fg-muted">
            <time dateTime={after.editedAt}>{formatDate(after.editedAt)}</time>{' '}
            {ko.conventions.revisionEdited}
          </p>
          <div className="text-sm font-semibold">
            <Diff before={before.title} after={after.title} />
          </div>
          <div className="text-sm">
            <Diff before={plain(before.content)} after={plain(after.content)} />
          </div>
        </li>
      ))}
    </ol>
  );
}
