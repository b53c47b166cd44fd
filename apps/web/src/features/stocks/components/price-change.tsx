import { clsx } from 'clsx';
import { changeClass, formatChangePrice, formatChangeRate } from '../utils/stock-format';

interface PriceChangeProps {
  changePrice: number | null | undefined;
  changeRate: number | null | undefined;
  changeSign: number | null | undefined;
  /** Index points keep two decimals; stock prices are whole won. */
  fractionDigits?: number;
  /** 'inline' puts amount and rate on one line; 'stacked' puts the rate under the amount. */
  layout?: 'inline' | 'stacked';
  className?: string;
}

/** The change from the previous close with its arrow and rate, red up, blue down, grey flat. */
export function PriceChange({
  changePrice,
  changeRate,
  changeSign,
  fractionDigits = 0,
  layout = 'inline',
  className,
}: PriceChangeProps) {
  return (
    <span
      className={clsx(
        'tabular-nums',
        layout === 'inline' ? 'inline-flex flex-wrap items-baseline gap-x-1.5' : 'flex flex-col',
        changeClass(changeSign),
        className,
      )}
    >
      <span>{formatChangePrice(changePrice, changeSign, fractionDigits)}</span>
      <span>{formatChangeRate(changeRate, changeSign)}</span>
    </span>
  );
}
