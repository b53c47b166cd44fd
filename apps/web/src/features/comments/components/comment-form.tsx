import { clsx } from 'clsx';
import { useContext, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { readFormCopy, useFormCopy } from '../../../lib/form-copy';
import * as ko from '../../../lib/i18n/ko';
import { StockPickerContext } from '../../../lib/mentions/stock-picker-context';
import { useMentionSuggest } from '../../../lib/mentions/use-mention-suggest';

interface CommentFormProps {
  label: string;
  placeholder?: string;
  rows: number;
  initial?: string;
  submitLabel: string;
  busy?: boolean;
  error?: string | null;
  onCancel: () => void;
  /** Gets the trimmed text; empty text never gets here (SPEC.md §5). */
  onSubmit: (content: string) => void;
  /** Called instead of ignoring empty text, e.g. the edit alert. */
  onEmpty?: () => void;
  /**
   * Keeps the text in session storage under this key (lib/form-copy.ts) so a reload loses
   * nothing; 취소 removes it, and the owner clears it when the comment was saved.
   */
  copyKey?: string;
}

/** A textarea with cancel and submit, for a new comment, a reply or an edit. */
export function CommentForm({
  label,
  placeholder,
  rows,
  initial = '',
  submitLabel,
  busy = false,
  error,
  onCancel,
  onSubmit,
  onEmpty,
  copyKey,
}: CommentFormProps) {
  const id = useId();
  const [content, setContent] = useState(
    () => (copyKey ? readFormCopy<string>(copyKey) : null) ?? initial,
  );
  const copy = useFormCopy(copyKey ?? null, content, (text) => !text.trim());
  const mention = useMentionSuggest({ id, value: content, onValueChange: setContent });
  // `$삼` suggests stocks as in the post editor (the app's picker, lib/mentions/stock-picker-context).
  const stockPicker = useContext(StockPickerContext);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const text = content.trim();
        if (!text) {
          onEmpty?.();
          return;
        }
        copy.flush();
        onSubmit(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        autoFocus
        value={content}
        placeholder={placeholder}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={error ? true : undefined}
        className={clsx(inputClass, 'resize-y py-2')}
        {...mention.textareaProps}
      />
      {mention.list}
      {stockPicker?.({ id, value: content, onChange: setContent })}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button
          size="sm"
          onClick={() => {
            copy.clear();
            onCancel();
          }}
          disabled={busy}
        >
          {ko.common.cancel}
        </Button>
        <Button
          size="sm"
          variant="primary"
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? ko.comments.submitting : submitLabel}
        </Button>
      </div>
    </form>
  );
}
