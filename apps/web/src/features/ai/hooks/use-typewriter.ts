import { useEffect, useState } from 'react';

/** SPEC.md §4 and §9: answers are typed out 2 characters every 8 ms. */
const TYPE_CHARS = 2;
const TYPE_INTERVAL_MS = 8;

/**
 * How much of `text` to show: grows by TYPE_CHARS every TYPE_INTERVAL_MS until all of it shows,
 * and keeps growing as `text` does (the answer streams in). `instant` shows everything at once.
 */
export function useTypewriter(text: string, instant = false): { shown: string; typing: boolean } {
  const chars = [...text];
  const total = chars.length;
  const [count, setCount] = useState(instant ? total : 0);
  const [seenTotal, setSeenTotal] = useState(total);
  // A shorter text replaced the old one (the engine started over): type from the start again.
  if (total !== seenTotal) {
    setSeenTotal(total);
    if (total < seenTotal) setCount(0);
  }
  const visible = instant ? total : Math.min(count, total);
  const done = visible >= total;

  useEffect(() => {
    if (instant || done) return;
    const timer = setInterval(() => {
      setCount((n) => Math.min(n + TYPE_CHARS, total));
    }, TYPE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [instant, done, total]);

  return { shown: chars.slice(0, visible).join(''), typing: !done };
}
