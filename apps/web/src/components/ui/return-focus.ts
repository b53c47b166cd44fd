import { useState } from 'react';

/** Whether focus can go back to `element`: still on the page and not inside something hidden. */
function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  return (
    element !== null &&
    element !== document.body &&
    element.isConnected &&
    element.closest('[hidden], [inert]') === null
  );
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Focus goes back to whatever opened a dialog when it closes. Radix returns focus only to its own
 * `Dialog.Trigger`; our dialogs are opened from state (a button's click, the modal store, a menu
 * item), so the dialog remembers the element focused when `open` turned true and returns there.
 * Spread the result on `Dialog.Content` / `AlertDialog.Content`.
 */
export function useReturnFocus(open: boolean) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    // Read while rendering the opening, before the content mounts and a field in it (autoFocus)
    // or the dialog itself takes focus.
    setWasOpen(open);
    if (open) setOpener(focusedElement());
  }
  const restore = (): boolean => {
    if (!canTakeFocus(opener)) return false;
    opener.focus({ preventScroll: true });
    return true;
  };
  return {
    onCloseAutoFocus: (event: Event) => {
      if (restore()) event.preventDefault();
    },
    /** For dialogs that are not Radix's: puts focus back now (after the closing animation). */
    restore,
  };
}
