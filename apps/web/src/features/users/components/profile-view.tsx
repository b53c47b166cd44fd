import { Bookmark, FileText, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import * as ko from '../../../lib/i18n/ko';
import { useSavedPosts } from '../api/get-saved-posts';
import { useUserComments } from '../api/get-user-comments';
import { useUserPosts } from '../api/get-user-posts';
import type { ProfileUser } from '../utils/profile-user';
import { PagedList } from './paged-list';
import { ProfileCommentItem } from './profile-comment-item';
import { ProfileHeader } from './profile-header';
import { ProfilePostItem } from './profile-post-item';

export interface ProfilePredictionSlots {
  record: (userId: number) => ReactNode;
  tab: (userId: number) => ReactNode;
}

interface ProfileViewProps {
  user: ProfileUser;
  /** The signed-in member's own page: account actions and the saved tab. */
  isOwner: boolean;
  /** Actions on someone else's header (report, block), composed by the page. */
  actions?: ReactNode;
  /** The 예측 기록 card under the header and the 예측 tab (the predictions feature's, by the page). */
  predictions?: ProfilePredictionSlots | undefined;
}

/** A member's header and activity tabs; the saved tab is the owner's alone (SPEC.md §2). */
export function ProfileView({ user, isOwner, actions, predictions }: ProfileViewProps) {
  return (
    <div className="space-y-5">
      <ProfileHeader user={user} isOwner={isOwner} actions={actions} />
      {predictions?.record(user.id)}
      <Tabs defaultValue="posts">
        <TabsList aria-label={ko.profile.tabsLabel}>
          <TabsTrigger value="posts">{ko.profile.tabPosts}</TabsTrigger>
          <TabsTrigger value="comments">{ko.profile.tabComments}</TabsTrigger>
          {predictions && <TabsTrigger value="predictions">{ko.predictions.title}</TabsTrigger>}
          {isOwner && <TabsTrigger value="saved">{ko.profile.tabSaved}</TabsTrigger>}
        </TabsList>
        {/* Only the selected panel is mounted, so each list loads when its tab is first opened. */}
        <TabsContent value="posts" className="pt-4 outline-none">
          <UserPosts userId={user.id} />
        </TabsContent>
        <TabsContent value="comments" className="pt-4 outline-none">
          <UserComments userId={user.id} />
        </TabsContent>
        {predictions && (
          <TabsContent value="predictions" className="pt-4 outline-none">
            {predictions.tab(user.id)}
          </TabsContent>
        )}
        {isOwner && (
          <TabsContent value="saved" className="pt-4 outline-none">
            <SavedPosts />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}

function UserPosts({ userId }: { userId: number }) {
  return (
    <PagedList
      query={useUserPosts(userId)}
      label={ko.profile.tabPosts}
      empty={ko.profile.emptyPosts}
      icon={<FileText />}
      itemKey={(post) => post.id}
      renderItem={(post) => <ProfilePostItem post={post} />}
    />
  );
}

function UserComments({ userId }: { userId: number }) {
  return (
    <PagedList
      query={useUserComments(userId)}
      label={ko.profile.tabComments}
      empty={ko.profile.emptyComments}
      icon={<MessageSquare />}
      itemKey={(comment) => comment.id}
      renderItem={(comment) => <ProfileCommentItem comment={comment} />}
    />
  );
}

function SavedPosts() {
  return (
    <PagedList
      query={useSavedPosts()}
      label={ko.profile.tabSaved}
      empty={ko.profile.emptySaved}
      icon={<Bookmark />}
      itemKey={(post) => post.id}
      renderItem={(post) => <ProfilePostItem post={post} />}
    />
  );
}
