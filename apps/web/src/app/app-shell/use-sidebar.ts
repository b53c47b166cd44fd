import { useState } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/media';
import { readLocal, storageKeys, writeLocal } from '../../lib/storage-keys';
import { usePrerendering } from '../../lib/use-prerendering';

/** The desktop side navigation's open state, remembered across visits and always closed on phones. */
export function useSidebar() {
  const [preferred, setPreferred] = useState(() => readLocal(storageKeys.sidebarOpen) !== 'false');
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // Rendered open on the server (public/theme-init.js hides it until the page is live when the
  // stored choice is closed); the stored choice once hydrated.
  const stored = usePrerendering() ? true : preferred;

  const toggle = () => {
    const next = !preferred;
    writeLocal(storageKeys.sidebarOpen, String(next));
    setPreferred(next);
  };

  return { open: stored && !isMobile, isMobile, toggle };
}
