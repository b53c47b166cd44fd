import { useState } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/media';
import { readLocal, storageKeys, writeLocal } from '../../lib/storage-keys';

/** The desktop side navigation's open state, remembered across visits and always closed on phones. */
export function useSidebar() {
  const [preferred, setPreferred] = useState(() => readLocal(storageKeys.sidebarOpen) !== 'false');
  const isMobile = useMediaQuery(MOBILE_QUERY);

  const toggle = () => {
    const next = !preferred;
    writeLocal(storageKeys.sidebarOpen, String(next));
    setPreferred(next);
  };

  return { open: preferred && !isMobile, isMobile, toggle };
}
