import { isUnsetNickname } from '@myeolgong/contract/unset-nickname';
import { useEffect } from 'react';
import { closeModal, openModal, useActiveModal } from '../../../lib/modal-store';
import { useSession } from '../../../lib/session';
import { readSession, sessionKeys } from '../../../lib/storage-keys';

/** Sessions (by token) already asked in this page's lifetime: closing the modal means "later". */
const prompted = new Set<string>();

/**
 * SPEC.md §2: the nickname modal opens by itself after a first login (session flag) or when the
 * signed-in user has no nickname yet, once no other dialog is in the way.
 */
export function useNicknamePrompt(): void {
  const { token, user } = useSession();
  const activeModal = useActiveModal();

  useEffect(() => {
    if (!token) {
      if (activeModal === 'nickname') closeModal();
      return;
    }
    if (!user || activeModal !== null || prompted.has(token)) return;
    const firstLogin = readSession(sessionKeys.isFirstLogin) === 'true';
    if (!firstLogin && !isUnsetNickname(user.nickname)) return;
    prompted.add(token);
    openModal('nickname');
  }, [token, user, activeModal]);
}

/** For tests: forget which sessions were already asked. */
export function resetNicknamePrompt(): void {
  prompted.clear();
}
