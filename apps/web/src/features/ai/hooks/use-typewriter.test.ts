import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypewriter } from './use-typewriter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useTypewriter', () => {
  it('types 2 characters every 8 ms and follows a growing text', () => {
    const { result, rerender } = renderHook(({ text }) => useTypewriter(text), {
      initialProps: { text: '가나다라마' },
    });
    expect(result.current.shown).toBe('');
    act(() => vi.advanceTimersByTime(8));
    expect(result.current.shown).toBe('가나');
    act(() => vi.advanceTimersByTime(8));
    expect(result.current.shown).toBe('가나다라');
    act(() => vi.advanceTimersByTime(8));
    expect(result.current).toEqual({ shown: '가나다라마', typing: false });
    rerender({ text: '가나다라마바사' });
    expect(result.current.typing).toBe(true);
    act(() => vi.advanceTimersByTime(8));
    expect(result.current.shown).toBe('가나다라마바사');
  });

  it('shows everything at once when told to', () => {
    const { result } = renderHook(() => useTypewriter('답변', true));
    expect(result.current).toEqual({ shown: '답변', typing: false });
  });
});
