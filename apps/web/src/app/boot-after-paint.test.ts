import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// public/boot-after-paint.js: the prerendered and server-rendered pages' loader (vite.config.ts
// `prerender`). It runs as a classic script, so the test runs its text with a current script.
const source = readFileSync(
  path.join(import.meta.dirname, '../../public/boot-after-paint.js'),
  'utf8',
);

function run(preloads: string[]) {
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index.js');
  script.setAttribute('data-preload', preloads.join(' '));
  document.head.append(script);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  new Function(source)();
}

/** What the loader has added to <head> so far, in order. */
const added = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
    (node) => node.getAttribute('src') ?? node.getAttribute('href'),
  );

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

describe('boot-after-paint', () => {
  it('requests the entry after the first paint, then its imports a few per task', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const preloads = Array.from({ length: 7 }, (_, i) => `/assets/chunk-${i}.js`);
    run(preloads);
    expect(added()).toEqual([]);

    // The next frame (16 ms), then the task after it.
    vi.advanceTimersByTime(17);
    // The entry first, with the first three preloads in the same task.
    expect(added()).toEqual(['/assets/index.js', ...preloads.slice(0, 3)]);
    // Each further task adds the next three.
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(['/assets/index.js', ...preloads.slice(0, 6)]);
    vi.runAllTimers();
    expect(added()).toEqual(['/assets/index.js', ...preloads]);
  });

  it('starts within a second even when no frame is painted', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    run(['/assets/a.js']);
    vi.advanceTimersByTime(1_000);
    expect(added()).toEqual(['/assets/index.js', '/assets/a.js']);
  });
});
