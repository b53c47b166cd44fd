import type { DraftBody } from '@myeolgong/contract/drafts';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../../lib/session';
import { apiError, json, mockFetch, type FetchCall } from '../../../testing/fetch-mock';
import { createTestQueryClient, queryWrapper, renderWithProviders } from '../../../testing/render';
import { DraftsBar } from '../components/drafts-bar';
import { draftLimitStore, readDeviceDraft, useDraftAutosave } from './use-draft-autosave';

const member = { id: 7, nickname: '작성자', email: 'a@example.com', role: 'USER' };
const typed: DraftBody = { title: '쓰다 만 글', content: '긴 본문' };

function draft(id: number, body: DraftBody = typed) {
  return { id, title: body.title, content: body.content, updatedAt: '2026-12-01T00:00:00Z' };
}

/** The hook on an empty editor, then the member types `typed`. */
function typeIntoEditor() {
  const { rerender } = renderHook(({ body }) => useDraftAutosave(body, null, true), {
    wrapper: queryWrapper(createTestQueryClient()),
    initialProps: { body: { title: '', content: '' } as DraftBody },
  });
  rerender({ body: typed });
}

const leave = () => act(() => void window.dispatchEvent(new Event('pagehide')));

beforeEach(() => {
  signIn('member-token', member);
  draftLimitStore.set(null);
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('useDraftAutosave', () => {
  it('saves on leaving with a keepalive request that carries the member’s token', async () => {
    const calls = mockFetch((call) => (call.method === 'POST' ? json(201, draft(3)) : undefined));
    typeIntoEditor();
    leave();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/drafts', keepalive: true });
    expect(calls[0]!.body).toMatchObject(typed);
    expect(calls[0]!.headers.Authorization).toBe('Bearer member-token');
  });

  it('leaving while the first save is under way repeats it with the editor’s key: one draft, the newest text', async () => {
    let answerFirst: (response: Response) => void = () => {};
    const calls = mockFetch((call) =>
      call.keepalive
        ? json(200, draft(3, call.body as DraftBody))
        : new Promise<Response>((resolve) => (answerFirst = resolve)),
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { rerender } = renderHook(({ body }) => useDraftAutosave(body, null, true), {
        wrapper: queryWrapper(createTestQueryClient()),
        initialProps: { body: { title: '', content: '' } as DraftBody },
      });
      rerender({ body: { title: '제목만', content: '' } });
      // The save every 3 seconds sends the title; its answer has not come back…
      act(() => void vi.advanceTimersByTime(3_000));
      await waitFor(() => expect(calls).toHaveLength(1));
      // …when the member types the rest and closes the tab.
      rerender({ body: { title: '제목만', content: '마지막 문장' } });
      leave();
      await waitFor(() => expect(calls).toHaveLength(2));
      const [first, leaving] = calls as [FetchCall, FetchCall];
      expect(leaving).toMatchObject({ method: 'POST', path: '/api/drafts', keepalive: true });
      expect(leaving.body).toMatchObject({ content: '마지막 문장' });
      expect(leaving.headers['Draft-Key']).toMatch(/^[0-9a-f]{32}$/);
      expect(leaving.headers['Draft-Key']).toBe(first.headers['Draft-Key']);
      expect(Number(leaving.headers['Draft-Revision'])).toBeGreaterThan(
        Number(first.headers['Draft-Revision']),
      );
      // Nothing waits on the device: the server has it.
      expect(readDeviceDraft()).toBeNull();
      answerFirst(json(201, draft(3, { title: '제목만', content: '' })));
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaving while the timer’s save of the same text is under way sends it again with keepalive, once', async () => {
    const calls = mockFetch((call) =>
      call.keepalive ? json(200, draft(3)) : new Promise<Response>(() => {}),
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      typeIntoEditor();
      // The save every 3 seconds sends the whole text; an ordinary request dies with the tab…
      act(() => void vi.advanceTimersByTime(3_000));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]!.keepalive).toBeFalsy();
      // …so closing the tab sends the same text again, as one that outlives the page.
      leave();
      await waitFor(() => expect(calls).toHaveLength(2));
      const [first, leaving] = calls as [FetchCall, FetchCall];
      expect(leaving).toMatchObject({ method: 'POST', keepalive: true });
      expect(leaving.body).toMatchObject(typed);
      expect(leaving.headers['Draft-Key']).toBe(first.headers['Draft-Key']);
      // The tab hidden and then closed: the keepalive save under way is not sent a third time.
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      leave();
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('at the draft limit keeps the text on this member’s device, says so, and stops asking', async () => {
    const calls = mockFetch((call) =>
      call.method === 'POST'
        ? apiError(400, 'LIMIT_EXCEEDED', '임시저장 글은 최대 20개까지 저장할 수 있습니다.')
        : undefined,
    );
    typeIntoEditor();
    leave();
    await waitFor(() => expect(draftLimitStore.get()).toContain('최대 20개'));
    expect(JSON.parse(localStorage.getItem('draftOnDevice:7') ?? 'null')).toMatchObject(typed);
    expect(readDeviceDraft()).toMatchObject(typed);
    // Not asked again while at the limit; the text still goes to the device.
    localStorage.removeItem('draftOnDevice:7');
    leave();
    expect(calls).toHaveLength(1);
    expect(readDeviceDraft()).toMatchObject(typed);
    // Another member on this browser does not see it.
    signIn('other-token', { ...member, id: 8 });
    expect(readDeviceDraft()).toBeNull();
  });
});

describe('DraftsBar', () => {
  it('explains the limit, and deleting a draft lifts it', async () => {
    const drafts = Array.from({ length: 20 }, (_, index) => draft(index + 1));
    mockFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/drafts') return json(200, drafts);
      if (call.method === 'DELETE') {
        drafts.pop();
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    draftLimitStore.set('임시저장 글은 최대 20개까지 저장할 수 있습니다.');
    renderWithProviders(<DraftsBar onResume={() => {}} onResumeDevice={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '임시저장 글은 최대 20개까지 저장할 수 있습니다. 지금 쓰는 글은 이 기기에 보관해 두었습니다.',
    );
    await userEvent.click(await screen.findByRole('button', { name: '임시저장 글 20개' }));
    await userEvent.click(
      (await screen.findAllByRole('button', { name: /^임시저장 글 삭제/ }))[0]!,
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(draftLimitStore.get()).toBeNull();
  });

  it('deletes the copy kept on this device', async () => {
    mockFetch((call) => (call.path === '/api/drafts' ? json(200, []) : undefined));
    localStorage.setItem('draftOnDevice:7', JSON.stringify(typed));
    renderWithProviders(<DraftsBar onResume={() => {}} onResumeDevice={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: '이 기기에 남겨 둔 글 삭제' }));
    expect(localStorage.getItem('draftOnDevice:7')).toBeNull();
    expect(screen.queryByRole('button', { name: '이어쓰기' })).toBeNull();
  });
});

describe('signOut', () => {
  it('takes the member’s device drafts along, but an expired session keeps them', () => {
    localStorage.setItem('draftOnDevice:7', JSON.stringify(typed));
    localStorage.setItem('draftOnDevice', JSON.stringify(typed));
    signOut({ expired: true });
    expect(localStorage.getItem('draftOnDevice:7')).not.toBeNull();
    signIn('member-token', member);
    signOut();
    expect(localStorage.getItem('draftOnDevice:7')).toBeNull();
    expect(localStorage.getItem('draftOnDevice')).toBeNull();
  });
});
