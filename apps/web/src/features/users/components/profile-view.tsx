import { FileText, MessageSquare, Bookmark, UserRound } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ko } from '../../../lib/i18n/ko';

interface ProfileViewProps {
  /** Null while the profile is not known yet (another member's page). */
  name: string | null;
  detail?: string | null;
  imageUrl?: string | null;
  isOwner: boolean;
}

/** A member's header and activity tabs; the saved tab is the owner's alone. */
export function ProfileView({ name, detail, imageUrl, isOwner }: ProfileViewProps) {
  const tabs = [
    {
      value: 'posts',
      label: ko.profile.tabPosts,
      empty: ko.profile.emptyPosts,
      icon: <FileText />,
    },
    {
      value: 'comments',
      label: ko.profile.tabComments,
      empty: ko.profile.emptyComments,
      icon: <MessageSquare />,
    },
    ...(isOwner
      ? [
          {
            value: 'saved',
            label: ko.profile.tabSaved,
            empty: ko.profile.emptySaved,
            icon: <Bookmark />,
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4 rounded-xl border border-line bg-surface p-5">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt=""
            width={64}
            height={64}
            className="size-16 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand"
          >
            <UserRound className="size-8" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          {name === null ? (
            <>
              <h1 className="sr-only">{ko.profile.userTitle}</h1>
              <Skeleton className="h-7 w-36" />
              <Skeleton className="mt-2 h-4 w-48" />
            </>
          ) : (
            <PageHeader title={name} description={detail ?? undefined} />
          )}
        </div>
      </div>
      <Tabs defaultValue="posts">
        <TabsList aria-label={ko.profile.tabsLabel}>
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, empty, icon }) => (
          <TabsContent key={value} value={value} className="pt-4 outline-none">
            <EmptyState icon={icon} title={empty} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
