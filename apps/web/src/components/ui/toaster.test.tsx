import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_MS } from '../../lib/toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a toast shown before a page change for its full time once it is on screen', () => {
    vi.useFakeTimers();
    // Shown while the next page was still loading: nothing draws it for a while.
    showToast('게시글이 삭제되었습니다.');
    act(() => {
      vi.advanceTimersByTime(TOAST_MS + 1_000);
    });
    render(<Toaster />);
    expect(screen.getByText('게시글이 삭제되었습니다.')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_MS - 100);
    });
    expect(screen.getByText('게시글이 삭제되었습니다.')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('게시글이 삭제되었습니다.')).toBeNull();
  });
});
