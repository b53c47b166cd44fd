import { clsx } from 'clsx';
import { usePriceFlash } from '../hooks/use-price-flash';
import { changeClass, formatPrice } from '../utils/stock-format';

interface LivePriceProps {
  price: number | null | undefined;
  changeSign: number | null | undefined;
  className?: string;
}

/** The current price in market colour, flashing briefly when a live quote moves it. */
export function LivePrice({ price, changeSign, className }: LivePriceProps) {
  const flash = usePriceFlash(price);
  return (
    <span
      key={flash?.key}
      className={clsx(
        'rounded tabular-nums',
        changeClass(changeSign),
        flash?.direction === 'up' && 'animate-flash-rise',
        flash?.direction === 'down' && 'animate-flash-fall',
        className,
      )}
    >
      {formatPrice(price)}
    </span>
  );
}
