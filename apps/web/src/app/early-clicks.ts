/**
 * What was pressed on a server-rendered page before React took it over. Links work without
 * JavaScript; buttons and forms do nothing until then, so public/boot-after-paint.js holds their
 * clicks and submissions back (and keeps text fields read-only meanwhile), and main.tsx presses
 * the same buttons again, or submits the same forms, once the page is live: hydration keeps the
 * server's DOM nodes, so they are the live page's.
 */
interface EarlyClicks {
  /**
   * Stops holding back (and makes the text fields editable again, before React hydrates them):
   * returns the buttons clicked and forms submitted so far, oldest first.
   */
  take(): Element[];
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClicks;
  }
}

export function takeEarlyClicks(): HTMLElement[] {
  const held = window.__earlyClicks?.take() ?? [];
  // The same button twice in a row (a double click) is pressed once.
  return held.filter(
    (target, index): target is HTMLElement =>
      target instanceof HTMLElement && held[index - 1] !== target,
  );
}

/** Presses a held button again, or submits a held form, if it is still on the page. */
export function replayEarlyClick(target: HTMLElement): void {
  if (!target.isConnected) return;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else target.click();
}
