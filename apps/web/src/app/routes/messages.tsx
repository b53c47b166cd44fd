import type { MessageMember } from '@myeolgong/contract/messages';
import { clsx } from 'clsx';
import { LogIn, Mail } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { ConversationList } from '../../features/messages/components/conversation-list';
import { MessageThread } from '../../features/messages/components/message-thread';
import { useUser } from '../../features/users/api/get-user';
import * as ko from '../../lib/i18n/ko';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { openModal } from '../../lib/modal-store';
import { getToken, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

// The report dialog (features/moderation) downloads when a member first reports a message.
const ReportDialog = lazyWithRetry(() =>
  import('../../features/moderation/components/report-dialog').then((module) => ({
    default: module.ReportDialog,
  })),
);

const t = ko.messages;

/** A positive member id from the path, or null (/messages itself, or a path that is no id). */
function memberIdOf(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * /messages and /messages/{userId}: the conversation list beside the open thread (1280 px), or one
 * of them at a time on a phone (the list at /messages, the thread at /messages/{userId}).
 */
export default function MessagesRoute() {
  const { signedIn, user } = useSession();
  const params = useParams();
  const otherId = memberIdOf(params.userId);
  const profile = useUser(signedIn ? otherId : null);
  const [reporting, setReporting] = useState<number | null>(null);
  const [reportUsed, setReportUsed] = useState(false);
  const other: MessageMember | null =
    profile.data && otherId !== null
      ? {
          id: otherId,
          nickname: profile.data.nickname ?? ko.profile.unnamed(otherId),
          profileImage: profile.data.profileImage,
        }
      : null;
  useDocumentTitle(other ? t.threadWith(other.nickname) : t.title);

  useEffect(() => {
    if (!getToken()) openModal('login');
  }, []);

  if (!signedIn || !user || user.id === null) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <PageHeader title={t.title} icon={<Mail />} />
        <EmptyState
          icon={<Mail />}
          title={t.loginPrompt}
          action={
            <Button variant="primary" onClick={() => openModal('login')}>
              <LogIn aria-hidden="true" className="size-4" />
              {ko.shell.login}
            </Button>
          }
        />
      </div>
    );
  }

  const self = otherId === user.id;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col">
      <h1 className="sr-only md:not-sr-only md:mb-3 md:text-xl md:font-bold">{t.title}</h1>
      <div className="grid h-[calc(100dvh-12rem)] min-h-[24rem] overflow-hidden rounded-xl border border-line bg-surface md:h-[calc(100dvh-9rem)] md:grid-cols-[20rem_1fr]">
        <div
          className={clsx(
            'min-h-0 overflow-y-auto border-line p-1 md:border-r',
            otherId !== null && 'max-md:hidden',
          )}
        >
          <ConversationList viewerId={user.id} activeUserId={otherId} />
        </div>
        <div className={clsx('min-h-0', otherId === null && 'max-md:hidden')}>
          {otherId === null ? (
            <p className="flex h-full items-center justify-center p-6 text-sm text-fg-muted">
              {t.chooseConversation}
            </p>
          ) : self ? (
            <p className="flex h-full items-center justify-center p-6 text-sm text-fg-muted">
              {t.self}
            </p>
          ) : profile.isError ? (
            <p className="flex h-full items-center justify-center p-6 text-sm text-fg-muted">
              {ko.profile.notFound}
            </p>
          ) : (
            <MessageThread
              key={otherId}
              viewerId={user.id}
              other={other}
              otherId={otherId}
              onReport={(id) => {
                setReportUsed(true);
                setReporting(id);
              }}
            />
          )}
        </div>
      </div>
      {reportUsed && (
        <Suspense fallback={null}>
          <ReportDialog
            open={reporting !== null}
            onOpenChange={(open) => !open && setReporting(null)}
            targetType="MESSAGE"
            targetId={reporting ?? 0}
          />
        </Suspense>
      )}
    </div>
  );
}
