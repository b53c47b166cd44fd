import type { Person } from '@myeolgong/contract/ai';
import { Download, Plus, Search, Upload, UsersRound } from 'lucide-react';
import { type ChangeEvent, Suspense, useDeferredValue, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import { DialogLoading } from '../../../components/ui/dialog-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { inputClass } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { showToast } from '../../../lib/toast';
import { useAdminPeople } from '../api/admin-people';
import { useDeletePerson } from '../api/delete-person';
import { exportPeople } from '../api/export-people';
import { useImportPeople } from '../api/import-people';

const t = ko.people;

// The form (and Radix's dialog code) downloads when a pointer or focus reaches the tab.
const PersonFormDialog = lazyWithPreload(() =>
  import('./person-form-dialog').then((module) => module.PersonFormDialog),
);

/** Saves `data` as a JSON file the browser downloads. */
function download(data: unknown, name: string) {
  const blob = new Blob([`${JSON.stringify(data, null, 1)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The people knowledge base: search, add, edit, remove, import and export (operators). */
export function PeopleTab() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const people = useAdminPeople(deferred);
  const [editing, setEditing] = useState<Person | 'new' | null>(null);
  const [removing, setRemoving] = useState<Person | null>(null);
  const remove = useDeletePerson();
  const importer = useImportPeople();
  const file = useRef<HTMLInputElement>(null);
  const rows = people.data?.pages.flatMap((page) => page.content) ?? [];
  const total = people.data?.pages[0]?.totalElements ?? 0;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    let entries: unknown;
    try {
      entries = JSON.parse(await chosen.text());
    } catch {
      showToast(t.importBadFile, 'error');
      return;
    }
    if (!Array.isArray(entries)) {
      showToast(t.importBadFile, 'error');
      return;
    }
    importer.mutate(entries, {
      onSuccess: (result) => showToast(t.imported(result.message)),
      onError: (failure) =>
        showToast(failure instanceof ApiError ? failure.message : t.importFailed, 'error'),
    });
  };

  const onExport = async () => {
    try {
      download(await exportPeople(), `people-${new Date().toISOString().slice(0, 10)}.json`);
    } catch {
      showToast(t.exportFailed, 'error');
    }
  };

  return (
    <div
      className="flex flex-col gap-4"
      onPointerEnter={PersonFormDialog.preload}
      onFocus={PersonFormDialog.preload}
    >
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-48 flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t.searchLabel}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
            className={`${inputClass} h-10 pl-9`}
          />
        </div>
        <Button variant="primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t.add}
        </Button>
        <Button onClick={() => file.current?.click()} disabled={importer.isPending}>
          <Upload aria-hidden="true" className="size-4" />
          {t.import}
        </Button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          className="hidden"
          data-testid="people-import-file"
          onChange={(event) => void onFile(event)}
        />
        <Button onClick={() => void onExport()}>
          <Download aria-hidden="true" className="size-4" />
          {t.export}
        </Button>
      </div>
      {people.isPending ? (
        <Skeleton className="h-40" />
      ) : people.isError ? (
        <ErrorBlock message={t.loadError} onRetry={() => void people.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<UsersRound />} title={deferred ? t.noMatch : t.empty} />
      ) : (
        <>
          <p className="text-xs text-fg-muted">{t.total(total)}</p>
          <ul
            aria-label={t.tab}
            className="divide-y divide-line rounded-xl border border-line bg-surface"
          >
            {rows.map((person) => (
              <li key={person.id} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-semibold">{person.name}</span>
                    {person.descriptor && (
                      <span className="text-xs text-fg-muted">{person.descriptor}</span>
                    )}
                  </p>
                  <p className="text-xs text-fg-muted">
                    {[
                      t.origin[person.origin],
                      person.edited ? t.edited : null,
                      person.category ? t.categories[person.category] : null,
                      t.facts(person.facts.length),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Button size="sm" onClick={() => setEditing(person)}>
                  {t.edit}
                </Button>
                <Button size="sm" onClick={() => setRemoving(person)}>
                  {t.remove}
                </Button>
              </li>
            ))}
          </ul>
          {people.hasNextPage && (
            <Button
              className="self-center"
              disabled={people.isFetchingNextPage}
              onClick={() => void people.fetchNextPage()}
            >
              {t.loadMore}
            </Button>
          )}
        </>
      )}
      {editing && (
        <Suspense fallback={<DialogLoading />}>
          <PersonFormDialog
            key={editing === 'new' ? 'new' : editing.id}
            person={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <LazyConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t.removeTitle}
        description={removing ? t.removeBody(removing.name) : ''}
        confirmLabel={t.remove}
        busyLabel={t.removing}
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              showToast(t.removed);
              setRemoving(null);
            },
            onError: (failure) =>
              showToast(failure instanceof ApiError ? failure.message : ko.errors.unknown, 'error'),
          });
        }}
      />
    </div>
  );
}
