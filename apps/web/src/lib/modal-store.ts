import { createStore, useStore } from './create-store';

/** The app-wide modals; any screen may ask for one (e.g. login when a visitor tries to write). */
export type ModalName = 'login' | 'nickname' | 'adInquiry';

const modalStore = createStore<ModalName | null>(null);

export function openModal(name: ModalName): void {
  modalStore.set(name);
}

export function closeModal(): void {
  modalStore.set(null);
}

export function getActiveModal(): ModalName | null {
  return modalStore.get();
}

export function useActiveModal(): ModalName | null {
  return useStore(modalStore);
}
