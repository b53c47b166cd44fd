import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>안녕하세요, {name}님</p>;
}

describe('lazyWithPreload', () => {
  it('downloads once, whether preloaded first or rendered first', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyWithPreload(load);
    LazyGreeting.preload();
    LazyGreeting.preload();
    render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <LazyGreeting name="멸공" />
      </Suspense>,
    );
    expect(await screen.findByText('안녕하세요, 멸공님')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const LazyGreeting = lazyWithPreload(load);
    LazyGreeting.preload();
    // The failure settles before anything renders.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <LazyGreeting name="멸공" />
      </Suspense>,
    );
    expect(await screen.findByText('안녕하세요, 멸공님')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
