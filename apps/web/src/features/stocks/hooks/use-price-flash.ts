import { useState } from 'react';

export interface PriceFlash {
  /** Changes on every move, so the element restarts its animation when keyed by it. */
  key: number;
  direction: 'up' | 'down';
}

/** A short highlight when a shown price moves: up red, down blue; null until the first move. */
export function usePriceFlash(price: number | null | undefined): PriceFlash | null {
  const [seen, setSeen] = useState<{ price: typeof price; flash: PriceFlash | null }>({
    price,
    flash: null,
  });
  if (price !== seen.price) {
    const moved =
      typeof price === 'number' && typeof seen.price === 'number' && price !== seen.price;
    setSeen({
      price,
      flash: moved
        ? { key: (seen.flash?.key ?? 0) + 1, direction: price > (seen.price ?? 0) ? 'up' : 'down' }
        : seen.flash,
    });
  }
  return seen.flash;
}
