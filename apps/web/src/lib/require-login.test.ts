import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, getActiveModal } from './modal-store';
import { requireLogin } from './require-login';
import { onSessionCheckRequested, signIn, signOut } from './session';

afterEach(() => {
  closeModal();
  signOut();
});

describe('requireLogin', () => {
  it('opens the login modal and refuses without a token', () => {
    const check = vi.fn();
    const stop = onSessionCheckRequested(check);
    expect(requireLogin()).toBe(false);
    expect(getActiveModal()).toBe('login');
    expect(check).not.toHaveBeenCalled();
    stop();
  });

  it('lets a signed-in member go ahead and asks for a background check', () => {
    signIn('jwt');
    const check = vi.fn();
    const stop = onSessionCheckRequested(check);
    expect(requireLogin()).toBe(true);
    expect(getActiveModal()).toBeNull();
    expect(check).toHaveBeenCalledTimes(1);
    stop();
  });
});
