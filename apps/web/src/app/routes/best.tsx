import { Award } from 'lucide-react';
import { FeedColumn } from '../../components/ui/feed-column';
import { PageHeader } from '../../components/ui/page-header';
import { useNotices } from '../../features/posts/api/get-notices';
import { NoticeList } from '../../features/posts/components/notice-list';
import { PostFeed } from '../../features/posts/components/post-feed';
import * as ko from '../../lib/i18n/ko';

/** /best: 베스트, every board's 개념글, newest promotion first. */
export default function BestRoute() {
  // The site-wide notices stand above the list, as on every list of posts.
  const notices = useNotices(null).data ?? [];
  return (
    <FeedColumn>
      <PageHeader
        icon={
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-amber-500/15 text-amber-700 dark:text-amber-300 [&_svg]:size-7"
          >
            <Award />
          </span>
        }
        title={ko.conventions.bestTitle}
        description={ko.conventions.bestDescription}
      />
      <NoticeList notices={notices} />
      <PostFeed
        source={{ kind: 'best', board: null }}
        hiddenIds={new Set(notices.map((post) => post.id))}
        emptyTitle={ko.conventions.bestEmpty}
        emptyDescription={ko.conventions.bestEmptyHint}
      />
    </FeedColumn>
  );
}
