import { TITLE_MAX } from '@myeolgong/contract/posts';
import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import * as ko from '../../../lib/i18n/ko';
import { canSubmitPost, limitTitle, titleLength } from '../utils/post-form-rules';
import { type PostFormState, postFieldIds } from '../hooks/use-post-form';

/*
 * The sections every post type shares: the form's own error, board and 말머리, title, content,
 * and the buttons. Each takes the state of usePostForm.
 */

export interface BoardOption {
  name: string;
  displayName: string;
  /** 말머리 the board offers, and whether a post must pick one. */
  categories?: readonly string[];
  categoryRequired?: boolean;
}

/** Shown under the content field (the app adds the `$종목` picker of features/stocks). */
export type ContentAddon = (field: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) => ReactNode;

/** The error of the form as a whole (one the server gave for no field). */
export function FormErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** The board, and its 말머리 when it offers any. */
export function BoardFields({
  form,
  boards,
}: {
  form: PostFormState;
  boards: readonly BoardOption[];
}) {
  const { values, errors, change, touch } = form;
  const selectedBoard = boards.find((board) => board.name === values.boardName);
  const categories = selectedBoard?.categories ?? [];
  return (
    <>
      <SelectField
        id={postFieldIds.boardName}
        label={ko.posts.form.board}
        required
        value={values.boardName}
        onChange={(event) => change('boardName', { boardName: event.target.value, category: '' })}
        onBlur={touch('boardName')}
        error={errors.boardName}
        className="sm:max-w-xs"
      >
        <option value="">{ko.posts.form.boardPlaceholder}</option>
        {boards.map((board) => (
          <option key={board.name} value={board.name}>
            {board.displayName}
          </option>
        ))}
      </SelectField>

      {categories.length > 0 && (
        <SelectField
          id={postFieldIds.category}
          label={ko.conventions.category}
          required={selectedBoard?.categoryRequired ?? false}
          value={values.category}
          onChange={(event) => change('category', { category: event.target.value })}
          onBlur={touch('category')}
          error={errors.category}
          className="sm:max-w-xs"
        >
          <option value="">
            {selectedBoard?.categoryRequired
              ? ko.conventions.categoryPlaceholder
              : ko.conventions.categoryNone}
          </option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}

/** The title with its counter, which stops taking characters at TITLE_MAX. */
export function TitleField({ form }: { form: PostFormState }) {
  const { values, errors, change, touch } = form;
  const count = titleLength(values.title);
  return (
    <TextField
      id={postFieldIds.title}
      label={ko.posts.form.title}
      required
      placeholder={ko.posts.form.titlePlaceholder}
      autoComplete="off"
      value={values.title}
      onChange={(event) => change('title', { title: limitTitle(event.target.value) })}
      onBlur={touch('title')}
      error={errors.title}
      aside={
        <span
          className={clsx(
            'text-xs tabular-nums',
            count > TITLE_MAX ? 'font-semibold text-danger' : 'text-fg-muted',
          )}
        >
          {ko.posts.form.titleCount(count, TITLE_MAX)}
        </span>
      }
    />
  );
}

/** The content with @mentions and the app's addon; required (and taller) for a TEXT post. */
export function ContentField({
  form,
  required,
  addon,
}: {
  form: PostFormState;
  required: boolean;
  addon?: ContentAddon | undefined;
}) {
  const { values, errors, change, touch, mention } = form;
  return (
    <div>
      <TextAreaField
        id={postFieldIds.content}
        label={ko.posts.form.content}
        required={required}
        placeholder={ko.posts.form.contentPlaceholder}
        rows={required ? 10 : 5}
        value={values.content}
        onChange={(event) => change('content', { content: event.target.value })}
        onBlur={touch('content')}
        onPaste={form.onContentPaste}
        error={errors.content}
        {...mention.textareaProps}
      />
      {mention.list}
      {addon?.({
        id: postFieldIds.content,
        value: values.content,
        onChange: (content) => change('content', { content }),
      })}
    </div>
  );
}

/** 취소 and 등록/수정. */
export function FormActions({ form }: { form: PostFormState }) {
  const { submitting, editing } = form;
  return (
    <div className="flex justify-end gap-2">
      <Button onClick={form.cancel} disabled={submitting}>
        {ko.common.cancel}
      </Button>
      <Button
        type="submit"
        variant="primary"
        disabled={!canSubmitPost(form.values) || submitting}
        aria-busy={submitting || undefined}
      >
        {submitting
          ? ko.posts.form.submitting
          : editing
            ? ko.posts.form.submitEdit
            : ko.posts.form.submitCreate}
      </Button>
    </div>
  );
}
