import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import * as ko from '../../../lib/i18n/ko';
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
}: CommentFormProps) {
  const id = useId();
  const [content, setContent] = useState(initial);
  const mention = useMentionSuggest({ id, value: content, onValueChange: setContent });
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
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button size="sm" onClick={onCancel} disabled={busy}>
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
