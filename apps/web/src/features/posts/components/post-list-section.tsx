import type { PostPage } from '@myeolgong/contract/posts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingRegion } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { usePopularPostsPreview } from '../api/get-popular-posts';
import { useNewestPosts } from '../api/get-posts';
import { feedErrorMessage } from '../utils/load-errors';
import { useFollowingPosts } from '../api/get-following-posts';
import { Segmented } from '../../../components/ui/segmented';
import { useSession } from '../../../lib/session';
import { PostCard, PostCardSkeletons } from './post-card';

interface PostListSectionProps {
  title: string;
  moreTo: string;
  moreLabel: string;
  query: UseQueryResult<PostPage, unknown>;
  /** Posts the query asks for: as many skeletons hold their place, so nothing below moves. */
  size: number;
  /** Tabs under the heading (the home feed's 최신 글 / 팔로잉). */
  tabs?: ReactNode;
  /** What an empty list says. */
  empty?: ReactNode;
}

const HOME_LIST_SIZE = 10;

/** A titled list of a feed's first posts with a link to the whole feed (the home page). */
function PostListSection({
  title,
  moreTo,
  moreLabel,
  query,
  size,
  tabs,
  empty,
}: PostListSectionProps) {
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
      {tabs}
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
        (empty ?? <EmptyState title={ko.home.noPosts} />)
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

type HomeFeedTab = 'newest' | 'following';

/**
 * The 10 newest posts across boards; signed in, a 팔로잉 tab beside them shows the newest posts
 * of the members one follows (CONTRACT.md 'Following members').
 */
export function NewestPostsSection() {
  const { signedIn } = useSession();
  const [tab, setTab] = useState<HomeFeedTab>('newest');
  const showing = signedIn ? tab : 'newest';
  const newest = useNewestPosts(HOME_LIST_SIZE);
  const following = useFollowingPosts(HOME_LIST_SIZE, showing === 'following');
  const f = ko.follows;
  return (
    <PostListSection
      title={ko.home.newestPosts}
      moreTo="/all"
      moreLabel={ko.home.moreNewest}
      query={showing === 'following' ? following : newest}
      size={HOME_LIST_SIZE}
      tabs={
        signedIn && (
          <Segmented
            label={f.feedLabel}
            options={[
              { value: 'newest', label: f.tabNewest },
              { value: 'following', label: f.tabFollowing },
            ]}
            value={showing}
            onChange={setTab}
          />
        )
      }
      empty={
        showing === 'following' ? (
          <EmptyState title={f.followingEmpty} description={f.followingEmptyHint} />
        ) : undefined
      }
    />
  );
}
