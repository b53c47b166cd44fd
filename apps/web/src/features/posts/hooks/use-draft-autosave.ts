import type { DraftBody } from '@myeolgong/contract/drafts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createStore, useStore } from '../../../lib/create-store';
import { ApiError } from '../../../lib/http';
import { getSessionUser } from '../../../lib/session';
import { draftOnDeviceKey, readLocal, writeLocal } from '../../../lib/storage-keys';
import { draftsQueryKey, saveDraft } from '../api/drafts';

/** Between saves while the member types. */
const SAVE_EVERY_MS = 3_000;

const isEmpty = (body: DraftBody) => !body.title?.trim() && !body.content?.trim();

/** This editor's key for its saves (Draft-Key): 32 random hex digits, also on plain http. */
function newEditorKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The signed-in member's device copy (storageKeys.draftOnDevice); none without a member id. */
function deviceKey(): string | null {
  const id = getSessionUser()?.id;
  return typeof id === 'number' ? draftOnDeviceKey(id) : null;
}

/** The draft kept on this device when the last save could not reach the server. */
export function readDeviceDraft(): DraftBody | null {
  const key = deviceKey();
  if (key === null) return null;
  try {
    const raw = readLocal(key);
    return raw ? (JSON.parse(raw) as DraftBody) : null;
  } catch {
    return null;
  }
}

export function clearDeviceDraft() {
  const key = deviceKey();
  if (key !== null) writeLocal(key, null);
}

function keepOnDevice(text: string) {
  const key = deviceKey();
  if (key !== null) writeLocal(key, text);
}

/**
 * The server's message once it refused a new draft because the member has the most there may be
 * (LIMIT_EXCEEDED: 임시저장 글은 최대 20개까지 ...): new text then waits on the device, and the
 * drafts bar says why. Null again once a draft is deleted (drafts-bar.tsx).
 */
export const draftLimitStore = createStore<string | null>(null);

export function useDraftLimitMessage(): string | null {
  return useStore(draftLimitStore);
}

/**
 * 임시저장: saves the editor's fields to the server a few seconds after a change and when the
 * page is hidden or left (a keepalive request, which outlives a closed tab); a save that fails
 * (offline, or at the draft limit) keeps them on the device instead. Answers the draft's id once
 * the server has it (publishing with it removes the draft).
 */
export function useDraftAutosave(body: DraftBody, initialId: number | null, enabled: boolean) {
  const client = useQueryClient();
  const [draftId, setDraftId] = useState<number | null>(initialId);
  const idRef = useRef(initialId);
  const saved = useRef(JSON.stringify(body));
  /** The text of the save under way, if any, and whether it outlives the page (keepalive). */
  const sending = useRef<string | null>(null);
  const sendingOutlivesPage = useRef(false);
  const stopped = useRef(false);
  /** This editor's saves, numbered (the server keeps the newest, whatever order they arrive in). */
  const editor = useRef<{ key: string; revision: number } | null>(null);

  const save = useEffectEvent(async (leaving: boolean) => {
    const text = JSON.stringify(body);
    if (stopped.current || text === saved.current || isEmpty(body)) return;
    // The same text under way already: unless the page is going and that request would go with
    // it (an ordinary fetch is cancelled when the tab closes; the server keeps the newest save,
    // so sending it again with keepalive writes nothing twice).
    if (text === sending.current && (!leaving || sendingOutlivesPage.current)) return;
    // A save under way: the timer waits for it; leaving, the newer text goes at once. With no id
    // yet it repeats the create under way with the editor's key: the server writes it into the
    // draft that create makes, not into a second one.
    if (sending.current !== null && !leaving) return;
    if (idRef.current === null && draftLimitStore.get() !== null) {
      keepOnDevice(text);
      return;
    }
    editor.current ??= { key: newEditorKey(), revision: 0 };
    const revision = ++editor.current.revision;
    sending.current = text;
    sendingOutlivesPage.current = leaving;
    try {
      const draft = await saveDraft(idRef.current, body, {
        keepalive: leaving,
        editor: { key: editor.current.key, revision },
      });
      idRef.current = draft.id;
      setDraftId(draft.id);
      saved.current = text;
      clearDeviceDraft();
      void client.invalidateQueries({ queryKey: draftsQueryKey });
    } catch (error) {
      keepOnDevice(text);
      if (error instanceof ApiError && error.code === 'LIMIT_EXCEEDED') {
        draftLimitStore.set(error.message);
      }
    } finally {
      if (sending.current === text) sending.current = null;
    }
  });

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => void save(false), SAVE_EVERY_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void save(true);
    };
    const onPageHide = () => void save(true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      void save(false);
    };
  }, [enabled]);

  /** Publishing: nothing more to save, and the server removes the draft. */
  const stop = () => {
    stopped.current = true;
    clearDeviceDraft();
  };
  return { draftId, stop };
}
