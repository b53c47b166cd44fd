import type { Board } from '@myeolgong/contract/boards';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { showToast } from '../../../lib/toast';
import { type BoardInput, useSaveBoard } from '../api/admin-boards';

const t = ko.admin;

/** Creates a board (board null) or edits one's name on screen, description and icon. */
export function BoardFormDialog({ board, onClose }: { board: Board | null; onClose: () => void }) {
  const id = useId();
  const save = useSaveBoard();
  const [values, setValues] = useState<BoardInput>({
    name: board?.name ?? '',
    displayName: board?.displayName ?? '',
    description: board?.description ?? '',
    iconUrl: board?.iconUrl ?? '',
    ...(board
      ? {
          categories: (board.categories ?? []).join(', '),
          categoryRequired: board.categoryRequired ?? false,
        }
      : {}),
  });
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const set = (key: keyof BoardInput) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setFields({});
    save.mutate(
      { id: board?.id ?? null, input: values },
      {
        onSuccess: () => {
          showToast(board ? t.boardSaved : t.boardCreated);
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError) {
            setFields(failure.fields ?? {});
            if (!failure.fields) setError(failure.message);
          } else setError(ko.errors.unknown);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !save.isPending && onClose()}
      title={board ? t.editBoard : t.newBoard}
    >
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        <TextField
          id={`${id}-name`}
          label={t.boardName}
          hint={t.boardNameHint}
          required
          disabled={board !== null}
          value={values.name}
          error={fields.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <TextField
          id={`${id}-display`}
          label={t.boardDisplayName}
          required
          value={values.displayName}
          error={fields.displayName}
          onChange={(event) => set('displayName')(event.target.value)}
        />
        <TextAreaField
          id={`${id}-description`}
          label={t.boardDescription}
          rows={3}
          className="min-h-20"
          value={values.description}
          error={fields.description}
          onChange={(event) => set('description')(event.target.value)}
        />
        <TextField
          id={`${id}-icon`}
          label={t.boardIconUrl}
          value={values.iconUrl}
          error={fields.iconUrl}
          onChange={(event) => set('iconUrl')(event.target.value)}
        />
        {board && (
          <>
            <TextField
              id={`${id}-categories`}
              label={ko.conventions.categoriesField}
              hint={ko.conventions.categoriesHint}
              value={values.categories ?? ''}
              error={fields.categories}
              onChange={(event) => set('categories')(event.target.value)}
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={values.categoryRequired ?? false}
                onChange={(event) =>
                  setValues((current) => ({ ...current, categoryRequired: event.target.checked }))
                }
              />
              {ko.conventions.categoryRequiredField}
            </label>
            {fields.categoryRequired && (
              <p role="alert" className="text-sm text-danger">
                {fields.categoryRequired}
              </p>
            )}
          </>
        )}
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} disabled={save.isPending}>
            {ko.common.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {save.isPending ? t.working : board ? t.save : t.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
