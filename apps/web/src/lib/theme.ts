import { createStore, useStore } from './create-store';
import { readLocal, storageKeys, writeLocal } from './storage-keys';

const darkStore = createStore(readLocal(storageKeys.darkMode) === 'true');

function apply(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
}

/** Matches <html> to the stored flag; public/theme-init.js already did so before the first paint. */
export function initTheme(): void {
  apply(darkStore.get());
}

function setDarkMode(dark: boolean): void {
  writeLocal(storageKeys.darkMode, String(dark));
  apply(dark);
  darkStore.set(dark);
}

export function useTheme() {
  const dark = useStore(darkStore);
  return { dark, toggle: () => setDarkMode(!dark) };
}
