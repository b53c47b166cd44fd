import { groupDigits } from '@myeolgong/contract/korean-number';
import { MESSAGE_MAX } from '@myeolgong/contract/messages';
import { graphemeLength, isInvisible } from '@myeolgong/contract/text-length';
import { clsx } from 'clsx';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { useSendMessage } from '../api/messages';

const t = ko.messages;

/** The text box under a thread: a live character count, Ctrl+Enter (⌘+Enter) or the button sends. */
export function MessageComposer({ viewerId, toUserId }: { viewerId: number; toUserId: number }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(viewerId);
  const length = graphemeLength(text.trim());
  const tooLong = length > MESSAGE_MAX;
  const empty = text.trim() === '' || isInvisible(text);

  const submit = () => {
    if (empty || tooLong || send.isPending) return;
    setError(null);
    send.mutate(
      { toUserId, content: text.trim() },
      {
        onSuccess: () => setText(''),
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : t.sendError),
      },
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1.5 border-t border-line p-3">
      <label htmlFor={`${id}-text`} className="sr-only">
        {t.composerLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          placeholder={t.composerPlaceholder}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          data-testid="message-input"
          className={clsx(inputClass, 'min-h-16 flex-1 resize-y py-2 leading-relaxed')}
        />
        <Button
          type="submit"
          variant="primary"
          disabled={empty || tooLong || send.isPending}
          data-testid="message-send"
        >
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? t.sending : t.send}
        </Button>
      </div>
      <div className="flex items-center gap-2 text-xs">
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
        <p
          id={`${id}-count`}
          className={clsx('ml-auto tabular-nums', tooLong ? 'text-danger' : 'text-fg-muted')}
        >
          {t.charCount(length, groupDigits(MESSAGE_MAX))}
        </p>
      </div>
    </form>
  );
}
