import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSidebar } from './use-sidebar';

function mockViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= max,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSidebar', () => {
  it('starts open on a wide screen when nothing is stored', () => {
    mockViewport(1280);
    const { result } = renderHook(() => useSidebar());
    expect(result.current.open).toBe(true);
  });

  it('remembers the choice in localStorage sidebarOpen', () => {
    mockViewport(1280);
    const { result, unmount } = renderHook(() => useSidebar());
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
    expect(localStorage.getItem('sidebarOpen')).toBe('false');
    unmount();

    const again = renderHook(() => useSidebar());
    expect(again.result.current.open).toBe(false);
    act(() => again.result.current.toggle());
    expect(localStorage.getItem('sidebarOpen')).toBe('true');
    expect(again.result.current.open).toBe(true);
  });

  it('is collapsed at 768 px and below whatever is stored', () => {
    localStorage.setItem('sidebarOpen', 'true');
    mockViewport(768);
    const { result } = renderHook(() => useSidebar());
    expect(result.current.open).toBe(false);
    expect(result.current.isMobile).toBe(true);
  });

  it('is open at 769 px', () => {
    mockViewport(769);
    const { result } = renderHook(() => useSidebar());
    expect(result.current.open).toBe(true);
  });
});
