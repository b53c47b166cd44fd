import type { DraftBody } from '@myeolgong/contract/drafts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { readLocal, writeLocal } from '../../../lib/storage-keys';
import { draftsQueryKey, saveDraft } from '../api/drafts';

/** Between saves while the member types. */
const SAVE_EVERY_MS = 3_000;
/** The device copy of a draft the server could not take (offline). */
const DEVICE_KEY = 'draftOnDevice';

const isEmpty = (body: DraftBody) => !body.title?.trim() && !body.content?.trim();

/** The draft kept on this device when the last save could not reach the server. */
export function readDeviceDraft(): DraftBody | null {
  try {
    const raw = readLocal(DEVICE_KEY);
    return raw ? (JSON.parse(raw) as DraftBody) : null;
  } catch {
    return null;
  }
}

export function clearDeviceDraft() {
  writeLocal(DEVICE_KEY, null);
}

/**
 * 임시저장: saves the editor's fields to the server a few seconds after a change and when the
 * page is hidden or left; a save that fails (offline) keeps them on the device instead. Answers
 * the draft's id once the server has it (publishing with it removes the draft).
 */
export function useDraftAutosave(body: DraftBody, initialId: number | null, enabled: boolean) {
  const client = useQueryClient();
  const [draftId, setDraftId] = useState<number | null>(initialId);
  const idRef = useRef(initialId);
  const saved = useRef(JSON.stringify(body));
  const saving = useRef(false);
  const stopped = useRef(false);

  const save = useEffectEvent(async () => {
    const text = JSON.stringify(body);
    if (stopped.current || saving.current || text === saved.current || isEmpty(body)) return;
    saving.current = true;
    try {
      const draft = await saveDraft(idRef.current, body);
      idRef.current = draft.id;
      setDraftId(draft.id);
      saved.current = text;
      clearDeviceDraft();
      void client.invalidateQueries({ queryKey: draftsQueryKey });
    } catch {
      writeLocal(DEVICE_KEY, text);
    } finally {
      saving.current = false;
    }
  });

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => void save(), SAVE_EVERY_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      void save();
    };
  }, [enabled]);

  /** Publishing: nothing more to save, and the server removes the draft. */
  const stop = () => {
    stopped.current = true;
    clearDeviceDraft();
  };
  return { draftId, stop };
}
