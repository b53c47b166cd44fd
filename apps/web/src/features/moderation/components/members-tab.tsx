import type { AdminUser } from '@myeolgong/contract/moderation';
import { Search, Users } from 'lucide-react';
import { Suspense, useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DialogLoading } from '../../../components/ui/dialog-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { inputClass } from '../../../components/ui/field';
import { Segmented } from '../../../components/ui/segmented';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { type MemberFilter, useAdminUsers } from '../api/get-admin-users';
import { type MemberChange, useUpdateMember } from '../api/update-member';
import { activeRestriction, formatKoreanDateTime } from '../utils/restriction';
import { LazyActionDialog } from './lazy-action-dialog';

const t = ko.admin;

const filters: { value: MemberFilter; label: string }[] = [
  { value: 'all', label: t.filterAll },
  { value: 'restricted', label: t.filterRestricted },
  { value: 'operators', label: t.filterOperators },
];

type Pending = { user: AdminUser; kind: MemberChange['kind']; role?: 'ADMIN' | 'USER' };

const rank = { USER: 0, ADMIN: 1, SUPER_ADMIN: 2 } as const;

/** Members: search, restrict until a date or lift it, and (SUPER_ADMIN) grant or revoke ADMIN. */
export function MembersTab() {
  const id = useId();
  const { user: me } = useSession();
  const myRank = rank[(me?.role as keyof typeof rank | null) ?? 'USER'] ?? 0;
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const [filter, setFilter] = useState<MemberFilter>('all');
  const users = useAdminUsers(query, filter);
  const update = useUpdateMember();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = users.data?.pages.flatMap((page) => page.content) ?? [];

  const start = (next: Pending) => {
    setError(null);
    setPending(next);
  };

  const confirm = (reason: string, until?: string) => {
    if (!pending) return;
    const userId = pending.user.id;
    const change: MemberChange =
      pending.kind === 'restrict'
        ? { kind: 'restrict', userId, until: until ?? '', reason }
        : pending.kind === 'lift'
          ? { kind: 'lift', userId, reason }
          : { kind: 'role', userId, role: pending.role ?? 'USER', reason };
    update.mutate(change, {
      onSuccess: () => {
        setPending(null);
        showToast(
          change.kind === 'restrict'
            ? t.restricted
            : change.kind === 'lift'
              ? t.lifted
              : t.roleChanged,
        );
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : ko.errors.unknown),
    });
  };

  const pendingName = pending ? (pending.user.nickname ?? t.unnamed(pending.user.id)) : '';

  return (
    <div
      className="flex flex-col gap-4"
      onPointerEnter={LazyActionDialog.preload}
      onFocus={LazyActionDialog.preload}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            {t.searchMembers}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={text}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setText(event.target.value)}
            className={`${inputClass} h-10 pl-9`}
          />
        </div>
        <Segmented label={t.filter} options={filters} value={filter} onChange={setFilter} />
      </div>
      {users.isPending ? (
        <Skeleton className="h-40" />
      ) : users.isError ? (
        <ErrorBlock message={t.loadError} onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Users />} title={t.membersEmpty} />
      ) : (
        <ul
          aria-label={t.tabMembers}
          className="divide-y divide-line rounded-xl border border-line bg-surface"
        >
          {rows.map((member) => {
            const name = member.nickname ?? t.unnamed(member.id);
            const until = activeRestriction(member.restrictedUntil);
            const below = rank[member.role] < myRank && member.id !== me?.id;
            return (
              <li
                key={member.id}
                aria-label={name}
                className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/profile/${member.id}`}
                      className="truncate font-semibold hover:underline"
                    >
                      {name}
                    </Link>
                    <span className="text-xs text-fg-muted">#{member.id}</span>
                    {member.role !== 'USER' && (
                      <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand">
                        {t.roles[member.role]}
                      </span>
                    )}
                    {until && (
                      <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
                        {t.restrictedBadge(formatKoreanDateTime(until))}
                      </span>
                    )}
                  </div>
                  <p className="mt-0.5 truncate text-xs text-fg-muted">
                    {member.email ?? ''} {member.email ? '· ' : ''}
                    {t.memberStats(member.postCount, member.commentCount, member.reportCount)}
                  </p>
                </div>
                {below && (
                  <div className="flex flex-wrap gap-2">
                    {until ? (
                      <Button size="sm" onClick={() => start({ user: member, kind: 'lift' })}>
                        {t.lift}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => start({ user: member, kind: 'restrict' })}
                      >
                        {t.restrictMember}
                      </Button>
                    )}
                    {me?.role === 'SUPER_ADMIN' && (
                      <Button
                        size="sm"
                        onClick={() =>
                          start({
                            user: member,
                            kind: 'role',
                            role: member.role === 'ADMIN' ? 'USER' : 'ADMIN',
                          })
                        }
                      >
                        {member.role === 'ADMIN' ? t.revokeAdmin : t.grantAdmin}
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {users.hasNextPage && (
        <Button
          className="self-center"
          disabled={users.isFetchingNextPage}
          onClick={() => void users.fetchNextPage()}
        >
          {t.loadMore}
        </Button>
      )}
      {pending && (
        <Suspense fallback={<DialogLoading />}>
          <LazyActionDialog
            key={`${pending.user.id}:${pending.kind}`}
            open
            onOpenChange={(next) => !next && setPending(null)}
            title={
              pending.kind === 'restrict'
                ? t.restrictTitle(pendingName)
                : pending.kind === 'lift'
                  ? `${pendingName} · ${t.lift}`
                  : `${pendingName} · ${pending.role === 'ADMIN' ? t.grantAdmin : t.revokeAdmin}`
            }
            description={pending.kind === 'restrict' ? ko.admin.resolveBody.RESTRICT : ''}
            confirmLabel={pending.kind === 'restrict' ? t.restrictConfirm : t.confirm}
            withUntil={pending.kind === 'restrict'}
            busy={update.isPending}
            error={error}
            onConfirm={(input) => confirm(input.reason, input.until)}
          />
        </Suspense>
      )}
    </div>
  );
}
