import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClick, takeEarlyClicks } from './early-clicks';

const bootScript = readFileSync(
  path.resolve(import.meta.dirname, '../../public/boot-after-paint.js'),
  'utf8',
);

/** A server-rendered page's root, then public/boot-after-paint.js run on it. */
function serverPage(marked = true) {
  document.body.innerHTML = `<div id="root" ${marked ? 'data-ssr' : ''}>
    <form><input aria-label="검색"><button type="submit">검색</button></form>
    <button type="button" id="like">좋아요</button>
    <a href="#elsewhere" id="link">다른 곳</a>
  </div>`;
  // The public script, as the page runs it.
  new Function(bootScript)();
}

afterEach(() => {
  takeEarlyClicks();
  delete window.__earlyClicks;
  document.body.innerHTML = '';
});

describe('early clicks on a server-rendered page', () => {
  it('holds back button clicks and form submissions until taken, and keeps fields read-only', () => {
    serverPage();
    const like = document.getElementById('like')!;
    const onClick = vi.fn();
    like.addEventListener('click', onClick);
    const input = document.querySelector('input')!;
    expect(input.readOnly).toBe(true);

    like.click();
    like.click();
    const form = document.querySelector('form')!;
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', onSubmit);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    const held = takeEarlyClicks();
    // A double click is pressed once; the form is submitted again.
    expect(held).toEqual([like, form]);
    expect(input.readOnly).toBe(false);
    expect(input.hasAttribute('data-held')).toBe(false);

    held.forEach(replayEarlyClick);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Taken: clicks go through from now on.
    like.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('leaves links and pages that were not server-rendered alone', () => {
    serverPage();
    const onLink = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('link')!.addEventListener('click', onLink);
    document.getElementById('link')!.click();
    expect(onLink).toHaveBeenCalledTimes(1);
    takeEarlyClicks();
    delete window.__earlyClicks;

    serverPage(false);
    expect(document.querySelector('input')!.readOnly).toBe(false);
    expect(window.__earlyClicks).toBeUndefined();
    expect(takeEarlyClicks()).toEqual([]);
  });
});
