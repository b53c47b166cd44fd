import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { usePopularBoards } from '../../features/boards/api/get-popular-boards';
import { BoardCard, BoardCardSkeletons } from '../../features/boards/components/board-card';
import { BoardRanking } from '../../features/boards/components/board-ranking';
import { useNotices } from '../../features/posts/api/get-notices';
import { NoticeList } from '../../features/posts/components/notice-list';
import {
  NewestPostsSection,
  PopularPostsSection,
} from '../../features/posts/components/post-list-section';
import { useSite } from '../../features/site/api/get-site';
import { DiscussedStocksTopFive } from '../../features/stocks/components/discussed-stocks';
import { ErrorBlock } from '../../components/ui/error-block';
import { LoadingRegion } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/error-message';
import * as ko from '../../lib/i18n/ko';
import { openModal } from '../../lib/modal-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HomeWatchList } from '../home-watch-list';

export default function HomeRoute() {
  const site = useSite();
  const boards = usePopularBoards();
  // The site's announcements (전체 공지) head the home page; board notices stay on their boards.
  const notices = useNotices(null).data ?? [];
  const siteName = site.data?.siteName ?? ko.site.fallbackName;
  useDocumentTitle(ko.home.title);

  return (
    <div className="mx-auto flex w-full max-w-[1064px] justify-center gap-6 px-4 py-5 md:py-6">
      <div className="w-full max-w-[720px] min-w-0 space-y-6">
        <section className="rounded-2xl border border-line bg-surface p-5 md:p-6">
          <h1 className="text-xl font-bold tracking-tight md:text-2xl">
            {ko.home.welcome(siteName)}
          </h1>
          <p className="mt-2 text-base text-fg-muted">{ko.home.intro}</p>
        </section>

        <NoticeList notices={notices} />
        {/* Phones and tablets: the rail's 관심종목 comes first in the column. */}
        <HomeWatchList className="xl:hidden" />
        <PopularPostsSection />
        <NewestPostsSection />
        <DiscussedStocksTopFive />

        <section aria-labelledby="home-boards" className="space-y-3">
          <div className="flex items-center justify-between">
            <h2 id="home-boards" className="text-base font-semibold">
              {ko.home.browseBoards}
            </h2>
            <Link
              to="/boards"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
            >
              {ko.home.allBoards}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          {boards.isPending ? (
            <LoadingRegion label={ko.common.loading}>
              <ul className="grid gap-3 sm:grid-cols-2">
                <BoardCardSkeletons count={4} />
              </ul>
            </LoadingRegion>
          ) : boards.isError ? (
            <ErrorBlock
              message={errorMessage(boards.error)}
              onRetry={() => void boards.refetch()}
              retrying={boards.isFetching}
            />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {boards.data.map((board) => (
                <BoardCard key={board.id} board={board} />
              ))}
            </ul>
          )}
        </section>
      </div>

      <aside
        aria-label={ko.home.aboutTitle}
        className="hidden w-[300px] shrink-0 space-y-4 xl:block"
      >
        <div className="sticky top-20 space-y-4">
          <HomeWatchList className="hidden xl:block" />
          <BoardRanking />
          <section
            aria-labelledby="home-about"
            className="rounded-xl border border-line bg-surface p-4 text-sm"
          >
            <h2 id="home-about" className="font-semibold">
              {ko.home.aboutTitle}
            </h2>
            <p className="mt-1.5 text-fg-muted">{ko.home.aboutBody}</p>
            <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-fg-muted">
              <li>
                <Link
                  to="/about"
                  className="inline-flex min-h-6 items-center hover:text-fg hover:underline"
                >
                  {ko.nav.about}
                </Link>
              </li>
              <li>
                <Link
                  to="/termsofservice"
                  className="inline-flex min-h-6 items-center hover:text-fg hover:underline"
                >
                  {ko.nav.terms}
                </Link>
              </li>
              <li>
                <Link
                  to="/privacy"
                  className="inline-flex min-h-6 items-center hover:text-fg hover:underline"
                >
                  {ko.nav.privacy}
                </Link>
              </li>
              <li>
                <Link
                  to="/contact"
                  className="inline-flex min-h-6 items-center hover:text-fg hover:underline"
                >
                  {ko.nav.contact}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="inline-flex min-h-6 items-center hover:text-fg hover:underline"
                  onClick={() => openModal('adInquiry')}
                >
                  {ko.nav.adInquiry}
                </button>
              </li>
            </ul>
          </section>
        </div>
      </aside>
    </div>
  );
}
