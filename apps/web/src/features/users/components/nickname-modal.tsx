import { nicknameMessages } from '@myeolgong/contract/nickname-rules';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/field';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { sessionKeys, writeSession } from '../../../lib/storage-keys';
import { showToast } from '../../../lib/toast';
import { type NicknameCheck, useCheckNickname } from '../api/check-nickname';
import { useUpdateNickname } from '../api/update-nickname';
import { chosenNickname, nicknameRuleMessage } from '../utils/nickname-rules';

interface NicknameModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC.md §4/§5: set a first nickname or change it; a duplicate check must pass before saving. */
export function NicknameModal({ open, onOpenChange }: NicknameModalProps) {
  const { user } = useSession();
  const current = chosenNickname(user?.nickname);
  const t = ko.nickname;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={current === null ? t.titleSet : t.titleChange}
      description={current === null ? t.descriptionSet : t.descriptionChange}
    >
      {/* Mounted only while open, so every opening starts fresh. */}
      <NicknameForm current={current} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

type Tone = 'error' | 'success' | 'hint';

interface NicknameFormProps {
  current: string | null;
  onDone: () => void;
}

function NicknameForm({ current, onDone }: NicknameFormProps) {
  const id = useId();
  const t = ko.nickname;
  const [value, setValue] = useState(current ?? '');
  const [edited, setEdited] = useState(false);
  const [check, setCheck] = useState<(NicknameCheck & { nickname: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const checkNickname = useCheckNickname();
  const updateNickname = useUpdateNickname();
  const busy = checkNickname.isPending || updateNickname.isPending;

  const trimmed = value.trim();
  const rule = nicknameRuleMessage(value, current);
  const checkedNow = check !== null && check.nickname === trimmed ? check : null;
  const canSubmit = !busy && rule === null && checkedNow?.available === true;

  let message: string;
  let tone: Tone;
  if (edited && rule) [message, tone] = [rule, 'error'];
  else if (failure) [message, tone] = [failure, 'error'];
  else if (checkedNow)
    [message, tone] = [checkedNow.message, checkedNow.available ? 'success' : 'error'];
  else if (edited && !rule) [message, tone] = [nicknameMessages.checkRequired, 'hint'];
  else [message, tone] = [t.hint, 'hint'];

  const onChange = (next: string) => {
    setValue(next);
    setEdited(true);
    // Editing resets the duplicate check (SPEC.md §4).
    setCheck(null);
    setFailure(null);
  };

  const runCheck = async () => {
    setEdited(true);
    setFailure(null);
    if (rule || busy) return;
    try {
      const result = await checkNickname.mutateAsync(trimmed);
      const available = result.available === true;
      setCheck({
        nickname: trimmed,
        available,
        message:
          result.message || (available ? nicknameMessages.available : nicknameMessages.taken),
      });
    } catch (error) {
      setCheck(null);
      setFailure(
        error instanceof ApiError && error.status === 400
          ? error.message
          : nicknameMessages.checkFailed,
      );
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEdited(true);
    if (!canSubmit) {
      if (!rule && !checkedNow && !busy) setFailure(nicknameMessages.checkRequired);
      return;
    }
    try {
      await updateNickname.mutateAsync(trimmed);
      writeSession(sessionKeys.isFirstLogin, null);
      showToast(current === null ? t.setDone : t.changeDone);
      onDone();
    } catch (error) {
      // 403: a restricted member, told until when (the server's message names the date).
      const reason =
        error instanceof ApiError && [400, 403, 409].includes(error.status)
          ? error.message
          : nicknameMessages.submitFailed;
      setCheck(null);
      setFailure(reason);
      if (current !== null) showToast(t.changeError(reason), 'error');
    }
  };

  const inputId = `${id}-nickname`;
  const messageId = `${id}-message`;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 pt-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t.label}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            // The dialog has one task; the field is where the user starts.
            autoFocus
            autoComplete="nickname"
            placeholder={t.placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={tone === 'error' || undefined}
            aria-describedby={messageId}
            className={clsx(inputClass, 'h-10 min-w-0 flex-1')}
          />
          <Button
            onClick={() => void runCheck()}
            disabled={busy || rule !== null}
            aria-busy={checkNickname.isPending || undefined}
            className="h-10"
          >
            {checkNickname.isPending ? t.checking : t.check}
          </Button>
        </div>
        <p
          id={messageId}
          aria-live="polite"
          className={clsx(
            'min-h-5 text-sm',
            tone === 'error' && 'text-danger',
            tone === 'success' && 'font-medium text-success',
            tone === 'hint' && 'text-fg-muted',
          )}
        >
          {message}
        </p>
      </div>
      <div className="flex justify-end gap-2">
        <Button onClick={onDone}>{current === null ? t.later : ko.common.cancel}</Button>
        <Button
          type="submit"
          variant="primary"
          disabled={!canSubmit}
          aria-busy={updateNickname.isPending || undefined}
        >
          {updateNickname.isPending ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
