/**
 * Whether the first page of this visit has rendered (its code arrived, its queries started). Work
 * that must not compete with the first screen waits for it (deferred-fonts.ts).
 */
import { useEffect } from 'react';
import { createStore } from '../lib/create-store';

export const firstPageRendered = createStore(false);

/**
 * Rendered after a page (router.tsx): its effect runs after the page's own effects, when the
 * page's queries have started.
 */
export function PageRenderedSignal() {
  useEffect(() => firstPageRendered.set(true), []);
  return null;
}
