import { createStore, useStore } from './create-store';

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'error';
}

/** How long a toast stays once it is on screen. */
export const TOAST_MS = 4_000;
const toastStore = createStore<readonly Toast[]>([]);
let nextId = 1;

/**
 * Shows a short message at the bottom of the screen for four seconds from when it appears (the
 * Toaster starts the clock): a message shown just before a page change is not gone by the time
 * the next page has drawn.
 */
export function showToast(message: string, tone: Toast['tone'] = 'info'): void {
  const toast = { id: nextId++, message, tone };
  toastStore.set([...toastStore.get(), toast].slice(-3));
}

export function dismissToast(id: number): void {
  toastStore.set(toastStore.get().filter((toast) => toast.id !== id));
}

export function useToasts(): readonly Toast[] {
  return useStore(toastStore);
}
