import { useRef } from 'react';

/** Whether focus can go back to `element`: still on the page and not inside something hidden. */
function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  return (
    element !== null &&
    element !== document.body &&
    element.isConnected &&
    element.closest('[hidden], [inert]') === null
  );
}

/**
 * Focus goes back to whatever opened a dialog when it closes. Radix returns focus only to its own
 * `Dialog.Trigger`; our dialogs are opened from state (a button's click, a menu item, the modal
 * store), so the content remembers the element focused when it opened and returns there.
 * Spread the handlers on `Dialog.Content` / `AlertDialog.Content`.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Runs before the dialog moves focus inside: the active element is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!canTakeFocus(target)) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
