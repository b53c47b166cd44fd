import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../lib/create-store';
import { loadFontsAfterFirstScreen, preloadFonts, switchFontsOnNextPage } from './deferred-fonts';

/** A query client whose fetching count the test sets, notifying the cache's listeners. */
function fakeClient(initialFetching = 0) {
  let fetching = initialFetching;
  const listeners = new Set<() => void>();
  return {
    isFetching: () => fetching,
    getQueryCache: () => ({
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    }),
    setFetching(count: number) {
      fetching = count;
      for (const listener of [...listeners]) listener();
    },
    listenerCount: () => listeners.size,
  };
}

/** Runs the pending animation frame and the timer it sets. */
function paint() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loadFontsAfterFirstScreen', () => {
  it('waits for the first page, then for its queries, then for a painted frame', () => {
    const rendered = createStore(false);
    const client = fakeClient();
    const load = vi.fn();
    loadFontsAfterFirstScreen(rendered, client, load);

    paint();
    expect(load).not.toHaveBeenCalled();

    client.setFetching(2);
    rendered.set(true);
    paint();
    expect(load).not.toHaveBeenCalled();

    client.setFetching(1);
    paint();
    expect(load).not.toHaveBeenCalled();

    client.setFetching(0);
    expect(load).not.toHaveBeenCalled();
    paint();
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.listenerCount()).toBe(0);

    client.setFetching(1);
    client.setFetching(0);
    paint();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads after a frame when the page has already rendered without queries', () => {
    const load = vi.fn();
    loadFontsAfterFirstScreen(createStore(true), fakeClient(), load);
    expect(load).not.toHaveBeenCalled();
    paint();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads after the longest wait even when a query never settles', () => {
    const load = vi.fn();
    loadFontsAfterFirstScreen(createStore(true), fakeClient(1), load, 5_000);
    vi.advanceTimersByTime(4_999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never loads once cancelled', () => {
    const rendered = createStore(false);
    const client = fakeClient();
    const load = vi.fn();
    const cancel = loadFontsAfterFirstScreen(rendered, client, load, 5_000);
    cancel();
    rendered.set(true);
    paint();
    vi.advanceTimersByTime(10_000);
    expect(load).not.toHaveBeenCalled();
    expect(client.listenerCount()).toBe(0);
  });
});

describe('preloadFonts', () => {
  afterEach(() => localStorage.clear());

  function fakeDocument(load: (font: string, text: string) => Promise<unknown>) {
    return {
      fonts: { load },
      body: { textContent: '멸공에 오신 것을 환영합니다. 오신 것을 환영합니다' },
    } as unknown as Document;
  }

  it('downloads the subsets of the text on screen and remembers they are cached', async () => {
    const load = vi.fn(async () => []);
    await preloadFonts(fakeDocument(load));
    // Each character once.
    expect(load).toHaveBeenCalledWith('1em "Pretendard Variable"', '멸공에 오신것을환영합니다.');
    expect(localStorage.getItem('fontsReady')).toBe('true');
  });

  it('remembers nothing when the download fails', async () => {
    await preloadFonts(
      fakeDocument(async () => {
        throw new Error('offline');
      }),
    );
    expect(localStorage.getItem('fontsReady')).toBeNull();
  });
});

describe('switchFontsOnNextPage', () => {
  afterEach(() => document.documentElement.classList.remove('fonts-ready'));

  function fakeRouter() {
    const listeners = new Set<(state: { location: { key: string } }) => void>();
    const router = {
      state: { location: { key: 'first' } },
      subscribe(listener: (state: { location: { key: string } }) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      go(key: string) {
        router.state = { location: { key } };
        for (const listener of [...listeners]) listener(router.state);
      },
      listenerCount: () => listeners.size,
    };
    return router;
  }

  it('switches the font when the reader reaches another page, not before', () => {
    const router = fakeRouter();
    switchFontsOnNextPage(router);
    router.go('first');
    expect(document.documentElement.classList.contains('fonts-ready')).toBe(false);
    router.go('second');
    expect(document.documentElement.classList.contains('fonts-ready')).toBe(true);
    expect(router.listenerCount()).toBe(0);
  });

  it('does nothing when the font is already on or when cancelled', () => {
    const router = fakeRouter();
    document.documentElement.classList.add('fonts-ready');
    switchFontsOnNextPage(router);
    expect(router.listenerCount()).toBe(0);

    document.documentElement.classList.remove('fonts-ready');
    const cancel = switchFontsOnNextPage(router);
    cancel();
    router.go('second');
    expect(document.documentElement.classList.contains('fonts-ready')).toBe(false);
  });
});
