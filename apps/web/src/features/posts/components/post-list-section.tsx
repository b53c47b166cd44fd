import type { PostPage } from '@myeolgong/contract/posts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingRegion } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { usePopularPostsPreview } from '../api/get-popular-posts';
import { useNewestPosts } from '../api/get-posts';
import { feedErrorMessage } from '../utils/load-errors';
import { PostCard, PostCardSkeletons } from './post-card';

interface PostListSectionProps {
  title: string;
  moreTo: string;
  moreLabel: string;
  query: UseQueryResult<PostPage, unknown>;
  /** Posts the query asks for: as many skeletons hold their place, so nothing below moves. */
  size: number;
}

const HOME_LIST_SIZE = 10;

/** A titled list of a feed's first posts with a link to the whole feed (the home page). */
function PostListSection({ title, moreTo, moreLabel, query, size }: PostListSectionProps) {
  const headingId = useId();
  const posts = query.data?.content ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        <Link
          to={moreTo}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
        >
          {moreLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {query.isPending ? (
        <LoadingRegion label={ko.common.loading} className="space-y-3">
          <PostCardSkeletons count={size} />
        </LoadingRegion>
      ) : query.isError ? (
        <ErrorBlock
          message={feedErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : posts.length === 0 ? (
        <EmptyState title={ko.home.noPosts} />
      ) : (
        <ul className="space-y-3">
          {posts.map((post, index) => (
            <li key={post?.id ?? `missing-${index}`}>
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** This week's most liked posts, 10 of them. */
export function PopularPostsSection() {
  return (
    <PostListSection
      title={ko.home.popularPosts}
      moreTo="/popular"
      moreLabel={ko.home.morePopular}
      query={usePopularPostsPreview('week', HOME_LIST_SIZE)}
      size={HOME_LIST_SIZE}
    />
  );
}

/** The 10 newest posts across boards. */
export function NewestPostsSection() {
  return (
    <PostListSection
      title={ko.home.newestPosts}
      moreTo="/all"
      moreLabel={ko.home.moreNewest}
      query={useNewestPosts(HOME_LIST_SIZE)}
      size={HOME_LIST_SIZE}
    />
  );
}
