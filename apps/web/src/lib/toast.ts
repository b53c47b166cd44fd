import { createStore, useStore } from './create-store';

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'error';
}

const TOAST_MS = 3_000;
const toastStore = createStore<readonly Toast[]>([]);
let nextId = 1;

/** Shows a short message at the bottom of the screen for three seconds. */
export function showToast(message: string, tone: Toast['tone'] = 'info'): void {
  const toast = { id: nextId++, message, tone };
  toastStore.set([...toastStore.get(), toast].slice(-3));
  setTimeout(() => dismissToast(toast.id), TOAST_MS);
}

function dismissToast(id: number): void {
  toastStore.set(toastStore.get().filter((toast) => toast.id !== id));
}

export function useToasts(): readonly Toast[] {
  return useStore(toastStore);
}
